// iCalendar (RFC 5545) from a calendar of page-data/subscriptions.ts: times in Europe/Prague with
// its VTIMEZONE, text escaped (§3.3.11), lines folded at 75 octets (§3.1), CRLF.
import { site } from '../../shared/config/site.js'
import type { Calendar, CalendarEvent } from '../../page-data/subscriptions.js'

export const calendarZone = 'Europe/Prague'

// The zone's rules since 1996 (EU summer time): what a client without a zone database needs.
const vtimezone = [
  'BEGIN:VTIMEZONE',
  `TZID:${calendarZone}`,
  `X-LIC-LOCATION:${calendarZone}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
]

/** TEXT values: backslash, semicolon, comma and newlines escaped. */
export const escapeText = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** A content line folded into lines of at most 75 octets, continuations starting with a space; never inside a character. */
export function fold(line: string): string {
  const out: string[] = []
  let current = ''
  let octets = 0
  for (const ch of line) {
    const size = Buffer.byteLength(ch)
    if (octets + size > 75) {
      out.push(current)
      current = ' '
      octets = 1
    }
    current += ch
    octets += size
  }
  out.push(current)
  return out.join('\r\n')
}

const zoneParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: calendarZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

/** An instant as the wall time in Europe/Prague, `20250312T090000`. */
export function pragueTime(iso: string): string {
  const parts = Object.fromEntries(zoneParts.formatToParts(new Date(iso)).map((p) => [p.type, p.value]))
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`
}

/** An instant in UTC, `20250312T080000Z`. */
const utcTime = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

function event(e: CalendarEvent): string[] {
  const url = site.url + e.path
  return [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    // DTSTAMP must be there and must not move between builds of the same content: the API gives a
    // seminar no time of its last change, so its start stands in (docs/decisions.md).
    `DTSTAMP:${utcTime(e.start)}`,
    `DTSTART;TZID=${calendarZone}:${pragueTime(e.start)}`,
    `DTEND;TZID=${calendarZone}:${pragueTime(e.end)}`,
    `SUMMARY:${escapeText(e.title)}`,
    `LOCATION:${escapeText(e.location)}`,
    `URL;VALUE=URI:${url}`,
    `DESCRIPTION:${escapeText(`${e.description}\n\n${url}`)}`,
    'END:VEVENT',
  ]
}

export function icalendar(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${site.name}//Website//${calendar.locale.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(calendar.name)}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-CALDESC:${escapeText(calendar.description)}`,
    `X-WR-TIMEZONE:${calendarZone}`,
    // Clients that subscribe look again after this long (RFC 7986 REFRESH-INTERVAL).
    'REFRESH-INTERVAL;VALUE=DURATION:PT12H',
    ...vtimezone,
    ...calendar.events.flatMap(event),
    'END:VCALENDAR',
  ]
  return lines.map(fold).join('\r\n') + '\r\n'
}
