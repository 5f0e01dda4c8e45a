import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { consentDefaultScript, consentDefaultTag, cookieBarDueClass, cookieBarDueScript, headScript } from './consentDefault.js'

describe('the inline head script', () => {
  it('defines gtag and denies the five storage types', () => {
    const dataLayer: unknown[] = []
    new Function('window', 'dataLayer', consentDefaultScript)({ dataLayer }, dataLayer)
    expect(dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>))).toEqual([
      ['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', personalization_storage: 'denied' }],
    ])
  })
  it('marks the cookie bar due only when no consent cookie is stored', () => {
    const due = (cookie: string) => {
      const classes = new Set<string>()
      const document = { cookie, documentElement: { classList: { add: (c: string) => classes.add(c) } } }
      new Function('document', cookieBarDueScript)(document)
      return classes.has(cookieBarDueClass)
    }
    expect(due('')).toBe(true)
    expect(due('locale=cs; my-cookie-consent=x')).toBe(true)
    expect(due('cookie-consent=%7B%7D')).toBe(false)
    expect(due('locale=cs; cookie-consent=x')).toBe(false)
    expect(due('locale=cs;cookie-consent=x')).toBe(false)
  })
  it('keeps the hash the host CSP allows (update the CSP together with this value)', () => {
    const hash = 'sha256-' + createHash('sha256').update(headScript).digest('base64')
    expect(hash).toBe('sha256-kJJfp43ESkyJm/6gykPVhFKUFOd33EitAqB69nyIWcM=')
    expect(consentDefaultTag).toBe(`<script>${headScript}</script>`)
  })
})
