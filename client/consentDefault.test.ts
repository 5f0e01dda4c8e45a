import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { consentDefaultScript, consentDefaultTag } from './consentDefault.js'

describe('the inline Consent Mode default', () => {
  it('defines gtag and denies the five storage types', () => {
    const dataLayer: unknown[] = []
    new Function('window', 'dataLayer', consentDefaultScript)({ dataLayer }, dataLayer)
    expect(dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>))).toEqual([[
      'consent', 'default',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', personalization_storage: 'denied' },
    ]])
  })
  it('keeps the hash the host CSP allows (update the CSP together with this value)', () => {
    const hash = 'sha256-' + createHash('sha256').update(consentDefaultScript).digest('base64')
    expect(hash).toBe('sha256-T9cT2gIj2NU61Vex7bx3o0HMsSzjaEBYIR64K+1iwFM=')
    expect(consentDefaultTag).toBe(`<script>${consentDefaultScript}</script>`)
  })
})
