// A person as a contact: the teaser card plus direct e-mail and phone links.
import type { PersonTeaser } from '../../page-data/teasers.js'
import { PersonCard } from './Cards.js'
import { ContactLinks, type ContactDetails } from './ContactLinks.js'

export type ContactPerson = PersonTeaser & ContactDetails

export function ContactPersonCard({ person }: { person: ContactPerson }) {
  return (
    <div className="contact-person">
      <PersonCard person={person} />
      <ContactLinks contact={{ email: person.email, phone: person.phone }} />
    </div>
  )
}
