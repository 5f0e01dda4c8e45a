// E-mail, phone and LinkedIn of a person as links (mailto/tel/https), in a description list.
import { useT } from '../../shared/locales/intl.js'

export type ContactDetails = { email: string | null; phone: string | null; linkedin?: string | null }

export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s/g, '')}`
}

export function ContactLinks({ contact }: { contact: ContactDetails }) {
  const t = useT()
  if (!contact.email && !contact.phone && !contact.linkedin) return null
  return (
    <dl className="contact-links">
      {contact.email && (
        <>
          <dt>{t('contacts.email')}</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
        </>
      )}
      {contact.phone && (
        <>
          <dt>{t('contacts.phone')}</dt>
          <dd>
            <a href={telHref(contact.phone)}>{contact.phone}</a>
          </dd>
        </>
      )}
      {contact.linkedin && (
        <>
          <dt>LinkedIn</dt>
          <dd>
            <a href={contact.linkedin} target="_blank" rel="noopener noreferrer">
              {t('contacts.linkedin')}
              <span className="visually-hidden"> {t('common.new_window')}</span>
            </a>
          </dd>
        </>
      )}
    </dl>
  )
}
