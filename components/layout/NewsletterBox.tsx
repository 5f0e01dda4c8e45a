// Footer newsletter box (spec §2); the form and its sending live with the other client forms.
import { useId } from 'react'
import { useT } from '../../shared/locales/intl.js'
import { NewsletterForm } from '../panels/newsletter/NewsletterForm.js'

export function NewsletterBox() {
  const t = useT()
  const id = useId()
  return (
    <section className="newsletter-box" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('newsletter.title')}</h2>
      <p>{t('newsletter.text')}</p>
      <NewsletterForm form="newsletter-footer" />
    </section>
  )
}
