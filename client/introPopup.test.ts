import { describe, expect, it } from 'vitest'
import { isPastHeader } from './headerScroll.js'
import type { IntroBanners } from '../page-data/introBanners.js'
import { introBannerFor, introWanted } from './introPopup.js'

const desktop = { title: 'D', href: '/seminare/7/x', image: '/media/banners/d.svg' }
const mobile = { title: 'M', href: null, image: '/media/banners/m.svg' }

describe('intro popup (spec §4, §9)', () => {
  it('is wanted only with a banner and without the hidden cookie', () => {
    const both: IntroBanners = { desktop, mobile }
    expect(introWanted(null, both)).toBe(true)
    expect(introWanted('hidden', both)).toBe(false)
    expect(introWanted(null, null)).toBe(false)
    expect(introWanted(null, { desktop: null, mobile: null })).toBe(false)
    expect(introWanted(null, { desktop: null, mobile })).toBe(true)
  })
  it('picks the banner by viewport (mobile below 768 px), the other one standing in', () => {
    expect(introBannerFor({ desktop, mobile }, 767)).toBe(mobile)
    expect(introBannerFor({ desktop, mobile }, 768)).toBe(desktop)
    expect(introBannerFor({ desktop, mobile: null }, 375)).toBe(desktop)
    expect(introBannerFor({ desktop: null, mobile }, 1400)).toBe(mobile)
    expect(introBannerFor(null, 1400)).toBeNull()
  })
})

describe('header hover style (spec §4)', () => {
  it('starts past the header height minus 75 px', () => {
    expect(isPastHeader(25, 100)).toBe(false)
    expect(isPastHeader(26, 100)).toBe(true)
    expect(isPastHeader(1, 60)).toBe(true)
    expect(isPastHeader(0, 60)).toBe(false)
  })
})
