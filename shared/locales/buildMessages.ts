// Messages for code that runs at build time: pages' +data (titles, descriptions, JSON-LD),
// breadcrumbs, SEO, paged lists. Both catalogs as written, through @formatjs/intl (siteIntl.ts).
import { createIntl, createIntlCache } from '@formatjs/intl'
import type { Locale } from '../config/locales.js'
import { catalogs } from './catalogs.js'
import { siteIntlConfig, type Translate, translator } from './siteIntl.js'

const cache = createIntlCache()

const made: Partial<Record<Locale, Translate>> = {}

/** The locale's messages: `messagesOf('cs')('route.blog')`. */
export function messagesOf(locale: Locale): Translate {
  return (made[locale] ??= translator(createIntl(siteIntlConfig(locale, catalogs[locale]), cache)))
}
