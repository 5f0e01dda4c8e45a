import { describe, expect, it } from 'vitest'
import { acceptAll, acceptSelected, consentCookie, consentCookieValue, cookiesToClear, googleConsent, googleConsentDefault, parseConsentCookie, reject } from './consent.js'

describe('consent choices (spec §4)', () => {
  it('accept all accepts technical, analytical, marketing and advertisement', () => {
    expect(acceptAll()).toEqual({ status: 'accepted', categories: { technical: true, analytical: true, marketing: true, advertisement: true } })
  })
  it('accept selected keeps technical on whatever the switches say', () => {
    expect(acceptSelected({})).toEqual({ status: 'accepted', categories: { technical: true, analytical: false, marketing: false, advertisement: false } })
    expect(acceptSelected({ marketing: true }).categories).toEqual({ technical: true, analytical: false, marketing: true, advertisement: false })
  })
  it('reject clears all and marks denied', () => {
    expect(reject()).toEqual({ status: 'denied', categories: { technical: false, analytical: false, marketing: false, advertisement: false } })
  })
})

describe('the cookie-consent cookie', () => {
  it('lasts a year (spec §9)', () => {
    expect(consentCookie).toEqual({ name: 'cookie-consent', days: 365 })
  })
  it('stores status and accepted categories, and reads them back', () => {
    expect(consentCookieValue(acceptAll())).toBe('accepted.technical.analytical.marketing.advertisement')
    expect(consentCookieValue(acceptSelected({ advertisement: true }))).toBe('accepted.technical.advertisement')
    expect(consentCookieValue(reject())).toBe('denied')
    for (const state of [acceptAll(), reject(), acceptSelected({}), acceptSelected({ analytical: true, marketing: true })]) {
      expect(parseConsentCookie(consentCookieValue(state))).toEqual(state)
    }
  })
  it('treats a missing or foreign value as no choice (the bar shows again)', () => {
    for (const value of [null, '', 'yes', 'accepted.everything', 'denied.analytical', '{"a":1}']) {
      expect(parseConsentCookie(value)).toBeNull()
    }
  })
})

describe('Google Consent Mode v2 mapping (spec §4)', () => {
  it('denies all five storage types by default and after reject', () => {
    const denied = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', personalization_storage: 'denied' }
    expect(googleConsentDefault).toEqual(denied)
    expect(googleConsent(null)).toEqual(denied)
    expect(googleConsent(reject())).toEqual(denied)
    expect(googleConsent(acceptSelected({}))).toEqual(denied)
  })
  it('analytical → analytics_storage', () => {
    expect(googleConsent(acceptSelected({ analytical: true }))).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
      personalization_storage: 'denied',
    })
  })
  it('marketing → ad_storage and personalization_storage', () => {
    expect(googleConsent(acceptSelected({ marketing: true }))).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      personalization_storage: 'granted',
    })
  })
  it('advertisement → ad_user_data and ad_personalization', () => {
    expect(googleConsent(acceptSelected({ advertisement: true }))).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'denied',
      personalization_storage: 'denied',
    })
  })
  it('accept all grants everything', () => {
    expect(Object.values(googleConsent(acceptAll()))).toEqual(['granted', 'granted', 'granted', 'granted', 'granted'])
  })
})

describe('cookies of withdrawn categories', () => {
  const present = ['locale', 'cookie-consent', '_ga', '_ga_X1Y2', '_gid', '_hjSessionUser_1', '_gcl_au', 'li_fat_id', 'intro-popup']
  it('reject removes every tool cookie and keeps ours', () => {
    expect(cookiesToClear(present, reject())).toEqual(['_ga', '_ga_X1Y2', '_gid', '_hjSessionUser_1', '_gcl_au', 'li_fat_id'])
  })
  it('keeps what a still-accepted category uses', () => {
    expect(cookiesToClear(present, acceptSelected({ analytical: true }))).toEqual(['_gcl_au', 'li_fat_id'])
    expect(cookiesToClear(present, acceptSelected({ marketing: true }))).toEqual(['_ga', '_ga_X1Y2', '_gid', '_hjSessionUser_1'])
    expect(cookiesToClear(present, acceptAll())).toEqual([])
  })
})
