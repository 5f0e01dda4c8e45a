import { describe, expect, it } from 'vitest'
import { trackingConfig } from './trackingConfig.js'

describe('tracking ids from the build environment', () => {
  it('are null when unset or empty', () => {
    expect(trackingConfig({})).toEqual({ gtmId: null, linkedInPartnerId: null, hotjarId: null })
    expect(trackingConfig({ PUBLIC_GTM_ID: ' ' })).toEqual({ gtmId: null, linkedInPartnerId: null, hotjarId: null })
  })
  it('are read and trimmed', () => {
    expect(trackingConfig({ PUBLIC_GTM_ID: 'GTM-AB12CD3 ', PUBLIC_LINKEDIN_PARTNER_ID: '123456', PUBLIC_HOTJAR_ID: '3456789' })).toEqual({
      gtmId: 'GTM-AB12CD3',
      linkedInPartnerId: '123456',
      hotjarId: '3456789',
    })
  })
  it('fail loudly when malformed', () => {
    expect(() => trackingConfig({ PUBLIC_GTM_ID: 'UA-1234' })).toThrow(/PUBLIC_GTM_ID/)
    expect(() => trackingConfig({ PUBLIC_HOTJAR_ID: 'abc' })).toThrow(/PUBLIC_HOTJAR_ID/)
  })
})
