// The intro popup (spec §4, §9): 3 s after load, unless the `intro-popup` cookie (14 days) says
// hidden, and only if a desktop or a mobile banner exists; the banner is picked by viewport
// (mobile below 768 px) and the other one stands in when only one exists.
import { constants } from '../shared/config/constants.js'
import type { IntroBanner, IntroBanners } from '../page-data/introBanners.js'

export const introHidden = 'hidden'

export function introBannerFor(banners: IntroBanners | null, viewportWidth: number): IntroBanner | null {
  if (!banners) return null
  const mobile = viewportWidth < constants.breakpoints.tablet
  return (mobile ? (banners.mobile ?? banners.desktop) : (banners.desktop ?? banners.mobile)) ?? null
}

export function introWanted(cookie: string | null, banners: IntroBanners | null): boolean {
  return cookie !== introHidden && banners !== null && (banners.desktop !== null || banners.mobile !== null)
}
