// schema.org Event of a seminar: dates, place or online location, offer in its currency, speakers.
import { site } from '../../shared/config/site.js'
import type { Seminar } from '../../content-pipeline/model.js'

export function eventJsonLd(s: Seminar, performers: { name: string; url: string }[], homeUrl: string): Record<string, unknown> {
  const url = site.url + s.path
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: s.title,
    description: s.perex,
    startDate: s.starts_at,
    endDate: s.ends_at,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: s.online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location: s.online
      ? { '@type': 'VirtualLocation', url }
      : {
          '@type': 'Place',
          name: s.place.name,
          address: { '@type': 'PostalAddress', streetAddress: s.place.street, addressLocality: s.place.city, addressCountry: 'CZ' },
        },
    ...(s.image ? { image: site.url + s.image } : {}),
    offers: {
      '@type': 'Offer',
      price: s.price.amount,
      priceCurrency: s.price.currency,
      availability: 'https://schema.org/InStock',
      url,
    },
    performer: performers.map((p) => ({ '@type': 'Person', name: p.name, url: p.url })),
    organizer: { '@type': 'Organization', name: site.legalName, url: homeUrl },
    url,
  }
}
