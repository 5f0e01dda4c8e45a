// Footer newsletter box (spec §2). Sending is wired by the client-behaviour layer.
import { useId } from 'react'
import { useT } from '../../renderer/intl.js'

export function NewsletterBox() {
  const t = useT()
  const id = useId()
  return (
    <section className="newsletter-box" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('newsletter.title')}</h2>
      <p>{t('newsletter.text')}</p>
      <form className="newsletter-box__form" data-newsletter-form noValidate={false}>
        <label htmlFor={`${id}-email`} className="visually-hidden">{t('form.email')}</label>
        <input id={`${id}-email`} type="email" name="email" required autoComplete="email" placeholder={t('newsletter.placeholder')} />
        <button type="submit">{t('newsletter.submit')}</button>
      </form>
    </section>
  )
}
