import { describe, expect, it } from 'vitest'
import { acceptAll, acceptSelected, reject, type ConsentState } from './consent.js'
import { applyConsent, tagsFor, type Tag, type TagId, type TrackingHost } from './tracking.js'
import type { TrackingConfig } from './trackingConfig.js'

const none: TrackingConfig = { gtmId: null, linkedInPartnerId: null, hotjarId: null }
const all: TrackingConfig = { gtmId: 'GTM-TEST123', linkedInPartnerId: '123456', hotjarId: '7654321' }

function fakeHost(running: TagId[] = []) {
  const loaded: Tag[] = []
  let reloads = 0
  const host: TrackingHost = {
    dataLayer: [],
    isLoaded: (id) => running.includes(id) || loaded.some((t) => t.id === id),
    load: (tag) => {
      loaded.push(tag)
    },
    reload: () => {
      reloads++
    },
  }
  return { host, loaded, reloads: () => reloads }
}
const commands = (dataLayer: unknown[]) => dataLayer.map((e) => (typeof e === 'object' && e !== null && 'length' in e ? Array.from(e as ArrayLike<unknown>) : e))

describe('which tags a choice allows', () => {
  it('nothing before a choice, after reject, or with only technical', () => {
    for (const consent of [null, reject(), acceptSelected({})]) expect(tagsFor(consent, all)).toEqual([])
  })
  it('nothing without ids, whatever the consent', () => {
    expect(tagsFor(acceptAll(), none)).toEqual([])
  })
  it('the tag manager needs an id and an optional category; insight tag marketing; session recording analytical', () => {
    const ids = (consent: ConsentState) => tagsFor(consent, all).map((t) => t.id)
    expect(ids(acceptAll())).toEqual(['gtm', 'linkedin', 'hotjar'])
    expect(ids(acceptSelected({ analytical: true }))).toEqual(['gtm', 'hotjar'])
    expect(ids(acceptSelected({ marketing: true }))).toEqual(['gtm', 'linkedin'])
    expect(ids(acceptSelected({ advertisement: true }))).toEqual(['gtm'])
    expect(tagsFor(acceptAll(), { ...none, gtmId: 'GTM-TEST123' })).toEqual([{ id: 'gtm', src: 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST123' }])
  })
})

describe('applyConsent', () => {
  it('sends the consent update, then starts and injects the tag manager only with an id and consent', () => {
    const { host, loaded } = fakeHost()
    applyConsent(acceptSelected({ analytical: true }), { ...none, gtmId: 'GTM-TEST123' }, host)
    const pushed = commands(host.dataLayer)
    expect(pushed[0]).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'granted',
        personalization_storage: 'denied',
      },
    ])
    expect(pushed[1]).toEqual({ event: 'consent_update', consent_status: 'accepted' })
    expect(pushed[2]).toMatchObject({ event: 'gtm.js' })
    expect(loaded.map((t) => t.src)).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123'])
  })
  it('without an id only the update is sent', () => {
    const { host, loaded } = fakeHost()
    applyConsent(acceptAll(), none, host)
    expect(commands(host.dataLayer)).toHaveLength(2)
    expect(loaded).toEqual([])
  })
  it('reject sends an all-denied update and loads nothing', () => {
    const { host, loaded } = fakeHost()
    applyConsent(reject(), all, host)
    expect(Object.values((commands(host.dataLayer)[0] as unknown[])[2] as object)).toEqual(['denied', 'denied', 'denied', 'denied', 'denied'])
    expect(loaded).toEqual([])
  })
  it('does not load a tag twice', () => {
    const { host, loaded } = fakeHost(['gtm'])
    applyConsent(acceptAll(), all, host)
    expect(loaded.map((t) => t.id)).toEqual(['linkedin', 'hotjar'])
  })
  it('reloads the page when consent for a running tag is withdrawn', () => {
    const { host, loaded, reloads } = fakeHost(['hotjar'])
    applyConsent(acceptSelected({ marketing: true }), all, host)
    expect(reloads()).toBe(1)
    expect(loaded).toEqual([])
  })
})
