// Data the layout renders on every page (menus, contacts, partner logos). It is the same on every
// page of a locale, so it does not travel with each page's data: the build writes it once per
// locale to a file named by its hash (chromeFile), pages name that file (data.chromeRef), and the
// browser loads it before it renders (client/start/hydrate.tsx) and keeps it. The server
// render takes it from pageContext.chrome (renderer/+onBeforeRender.ts).
import { createHash } from 'node:crypto'
import type { Locale } from '../shared/config/locales.js'
import { constants } from '../shared/config/constants.js'
import { content, perLocale } from './content.js'
import { introBanners } from './introBanners.js'
import { chromeMenu } from './serviceMenu.js'
import { imageData } from './images.js'
import { buildNow } from '../shared/config/clock.js'

// Computed once per locale: every page carries the same chrome.
export const chrome = perLocale('chrome', (locale: Locale) => {
  const settings = content(locale, 'settings')
  const partners = content(locale, 'references')
    .filter((r) => r.is_featured)
    // Every page carries the footer: a network firm features hundreds of clients (18 KB a page).
    .slice(0, constants.footerPartnersMax)
    .map((r) => ({ id: r.id, client: r.client, logo: imageData(locale, r.logo), path: r.path }))
  const privacy = content(locale, 'pages').find((p) => p.id === constants.privacyPageId)
  return {
    /** Rendered into the HTML; the footer corrects it in the browser. */
    buildYear: new Date(buildNow()).getFullYear(),
    privacyPath: privacy?.path ?? null,
    topMenu: chromeMenu(settings.topMenu),
    bottomMenu: settings.bottomMenu,
    contacts: settings.contacts,
    partners,
    /** The intro popup's banner per viewport, null when there is none to show. */
    introBanners: introBanners(locale),
  }
})

export type Chrome = ReturnType<typeof chrome>

/** Where the build writes a locale's chrome: under /assets/, so hosts cache it like the hashed code. */
export const chromeFolder = '/assets/chrome/'

/** The locale's chrome as the browser loads it; a new content gives a new name. */
export const chromeFile = perLocale('chromeFile', (locale: Locale) => {
  const json = JSON.stringify(chrome(locale))
  const hash = createHash('sha1').update(json).digest('base64url').slice(0, 12)
  return { path: `${chromeFolder}${locale}.${hash}.json`, json }
})
