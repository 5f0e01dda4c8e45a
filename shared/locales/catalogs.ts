// Both message catalogs, for code that runs at build time (pages' +data, SEO, crumbs), the
// validation-message matcher of the forms (loaded on intent) and tests. Components read messages
// through shared/locales/intl.tsx, which in the browser holds only the catalogs of the locales shown
// (loaded before rendering by client/start/hydrate.tsx; issue 12).
import type { Locale } from '../config/locales.js'
import cs from './cs.json'
import en from './en.json'

export type MessageKey = keyof typeof cs
export type Catalog = Record<MessageKey, string>
export const catalogs: Record<Locale, Catalog> = { cs, en }
