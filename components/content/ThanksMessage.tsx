// Thank-you page after a sent form (spec §4 contact panel, §9 "reply within 48 hours").
import { constants } from '../../shared/config/constants.js'
import { useT } from '../../shared/locales/intl.js'
import type { MessageKey } from '../../shared/locales/intl.js'

export function ThanksMessage({ title, text, back }: { title: string; text: MessageKey; back: { label: string; href: string } }) {
  const t = useT()
  return (
    <section className="thanks-page">
      <h1>{title}</h1>
      <p>{t(text, { hours: constants.replyWithinHours })}</p>
      <a className="button" href={back.href}>
        {back.label}
      </a>
    </section>
  )
}
