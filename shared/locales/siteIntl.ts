// How the site's intl objects are made, in the browser and at build time alike: react-intl's
// components read one through RawIntlProvider (shared/locales/intl.tsx), build-time code one of
// @formatjs/intl (buildMessages.ts). Each is made once per locale and process, so a message is
// parsed (at build time) or read from its precompiled AST (in the browser) once, not once a page.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { defaultLocale, localeEntry, type Locale } from '../config/locales.js'
import type { MessageKey } from './catalogs.js'

/** A catalog as written (ICU strings) or as the client build ships it (ASTs: vite-plugin-client-catalogs). */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>

/**
 * A missing key or a message that cannot be formatted fails loudly (react-intl's default only
 * logs): a message that reached the browser's catalog another way than its code (page data) must
 * not render as its id.
 */
function fail(error: Error): void {
  throw error
}

/** The settings both libraries' createIntl take (each has its own IntlConfig type: React nodes or strings for rich text). */
export type SiteIntlConfig = { locale: string; defaultLocale: string; messages: Messages; timeZone: string; onError: (error: Error) => void }

export function siteIntlConfig(locale: Locale, messages: Messages): SiteIntlConfig {
  return { locale: localeEntry(locale).iso, defaultLocale: localeEntry(defaultLocale).iso, messages, timeZone: 'Europe/Prague', onError: fail }
}

/** `t('pagination.page', { page: 2 })`: a message of this locale by its typed key. */
export type Translate = (id: MessageKey, values?: Record<string, string | number>) => string

/** Of any intl object (react-intl's or @formatjs/intl's): its formatMessage with typed keys and plain values. */
export const translator =
  (intl: { formatMessage(descriptor: { id: string }, values?: Record<string, string | number>): string }): Translate =>
  (id, values) =>
    intl.formatMessage({ id }, values)
