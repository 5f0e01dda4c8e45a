import type { PageContextServer } from 'vike/types'
import { constants } from '../../shared/config/constants.js'
import { path } from '../../shared/config/routes.js'
import { site } from '../../shared/config/site.js'
import type { ContactPerson } from '../../components/content/ContactPersonCard.js'
import { messagesOf } from '../../shared/locales/buildMessages.js'
import { content } from '../../page-data/content.js'
import { crumbs } from '../../page-data/crumbs.js'
import { pageData } from '../../page-data/pageData.js'
import { fixedRouteSeo } from '../../page-data/routeSeo.js'
import { personTeaser } from '../../page-data/teasers.js'
import { imageData } from '../../page-data/images.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const t = messagesOf(locale)
  const { email, phone, offices } = content(locale, 'settings').contacts
  // Partners first, then management (spec §3 groups 1 and 2); a network firm's hundreds of them
  // are in the people list (paged), linked below the first few (docs/decisions.md).
  const all = content(locale, 'people')
    .filter((p) => p.group === 1 || p.group === 2)
    .sort((a, b) => a.group - b.group || a.sort - b.sort)
  const people: ContactPerson[] = all.slice(0, constants.contactsPeople).map((p) => ({ ...personTeaser(p), email: p.email, phone: p.phone }))
  return pageData(
    pageContext,
    {
      ...fixedRouteSeo(locale, 'contacts'),
      description: t('contacts.description'),
      breadcrumbs: crumbs(locale, 'contacts'),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ContactPage',
          url: site.url + path('contacts', locale),
          mainEntity: {
            '@type': 'Organization',
            name: site.legalName,
            email,
            telephone: phone,
            location: offices.map((o) => ({
              '@type': 'Place',
              name: o.name,
              telephone: o.phone,
              address: { '@type': 'PostalAddress', streetAddress: o.street, postalCode: o.zip, addressLocality: o.city, addressCountry: 'CZ' },
            })),
          },
        },
      ],
    },
    { email, phone, offices: offices.map((o) => ({ ...o, photo: imageData(locale, o.image) })), people, morePeople: all.length > people.length },
  )
}
