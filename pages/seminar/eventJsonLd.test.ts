import { describe, expect, it } from 'vitest'
import type { Seminar } from '../../content-pipeline/model.js'
import { eventJsonLd } from './eventJsonLd.js'

const seminar: Seminar = {
  id: 1,
  locale: 'cs',
  slug: 'dph-v-praxi',
  path: '/seminare/1/dph-v-praxi',
  alternates: { cs: '/seminare/1/dph-v-praxi' },
  starts_at: '2025-03-12T09:00:00+01:00',
  ends_at: '2025-03-12T13:00:00+01:00',
  lecturer_ids: [13],
  price: { amount: 2900, currency: 'CZK', vat_included: false },
  capacity: 30,
  service_group_id: 12,
  online: false,
  image: null,
  title: 'DPH v praxi',
  perex: 'Nejčastější chyby.',
  body: '<p>Program</p>',
  place: { name: 'Korvina – kancelář Praha', street: 'Sokolovská 1280/44', city: 'Praha 8' },
}

describe('eventJsonLd', () => {
  it('describes an on-site seminar with its place, offer and speakers', () => {
    const ld = eventJsonLd(seminar, [{ name: 'Ing. Veronika Krejčí', url: 'https://x/lide/13' }], 'https://x/')
    expect(ld.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode')
    expect(ld.location).toMatchObject({ '@type': 'Place', address: { streetAddress: 'Sokolovská 1280/44' } })
    expect(ld.offers).toMatchObject({ price: 2900, priceCurrency: 'CZK' })
    expect(ld.performer).toEqual([{ '@type': 'Person', name: 'Ing. Veronika Krejčí', url: 'https://x/lide/13' }])
  })
  it('uses a virtual location for online seminars', () => {
    const ld = eventJsonLd({ ...seminar, online: true }, [], 'https://x/')
    expect(ld.location).toMatchObject({ '@type': 'VirtualLocation' })
    expect(ld.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode')
  })
})
