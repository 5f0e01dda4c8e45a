// Date and time range of an event in the locale's format, Prague time (spec §2 "an event
// detail with time"): one date with a time range, or two full dates when it spans days.
import { useFormatDate } from '../../shared/locales/intl.js'

const dateOpts: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
const timeOpts: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' }

export function EventTime({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  const formatDate = useFormatDate()
  const startDay = formatDate(startsAt, dateOpts)
  const endDay = formatDate(endsAt, dateOpts)
  if (startDay === endDay) {
    return (
      <>
        <time dateTime={startsAt}>
          {startDay}, {formatDate(startsAt, timeOpts)}
        </time>
        {'–'}
        <time dateTime={endsAt}>{formatDate(endsAt, timeOpts)}</time>
      </>
    )
  }
  return (
    <>
      <time dateTime={startsAt}>
        {startDay}, {formatDate(startsAt, timeOpts)}
      </time>
      {' – '}
      <time dateTime={endsAt}>
        {endDay}, {formatDate(endsAt, timeOpts)}
      </time>
    </>
  )
}
