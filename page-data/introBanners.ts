// The intro popup's banners (spec §3 posters banner.popup_desktop / banner.popup_mobile, §4),
// slimmed to what the popup shows: one per viewport. None when settings switch the popup off or
// the site is in maintenance mode (§4: the banner call is skipped then). Environment: server.
import type { Locale } from '../shared/config/locales.js'
import type { Banner } from '../content-pipeline/schemas/settings.js'
import { content } from './content.js'

/** The popup's banner for one viewport (client/introPopup.ts picks it in the browser). */
export type IntroBanner = { title: string; href: string | null; image: string }
export type IntroBanners = { desktop: IntroBanner | null; mobile: IntroBanner | null }

function slim(banner: Banner | undefined): IntroBanner | null {
  return banner ? { title: banner.title, href: banner.url ?? banner.path, image: banner.image } : null
}

export function introBanners(locale: Locale): IntroBanners | null {
  const settings = content(locale, 'settings')
  if (settings.maintenance.is_enabled || !settings.introPopup.is_enabled) return null
  const posters = content(locale, 'posters')
  const banners = { desktop: slim(posters.desktop[0]), mobile: slim(posters.mobile[0]) }
  return banners.desktop || banners.mobile ? banners : null
}
