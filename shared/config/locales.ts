// The locale registry (spec §3 "Locale entry", §9): routing, hreflang, dates, the
// pipeline and the tests read locales from here and nowhere else.
export const locales = [
  { code: 'cs', iso: 'cs-CZ', hreflang: 'cs', prefix: '', dir: 'ltr', dateLocale: 'cs-CZ' },
  { code: 'en', iso: 'en-US', hreflang: 'en', prefix: '/en', dir: 'ltr', dateLocale: 'en-GB' },
] as const

export type Locale = (typeof locales)[number]['code']
export type LocaleEntry = (typeof locales)[number]

export const defaultLocale: Locale = 'cs'
export const localeCodes: readonly Locale[] = locales.map((l) => l.code)

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (localeCodes as readonly string[]).includes(value)
}

export function localeEntry(code: Locale): LocaleEntry {
  const entry = locales.find((l) => l.code === code)
  if (!entry) throw new Error(`Unknown locale ${code}`)
  return entry
}

export function otherLocales(code: Locale): Locale[] {
  return localeCodes.filter((l) => l !== code)
}

/** Splits `/en/services` into `{ locale: 'en', path: '/services' }`; unprefixed paths are Czech. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const l of locales) {
    if (!l.prefix) continue
    if (pathname === l.prefix || pathname.startsWith(l.prefix + '/')) {
      return { locale: l.code, path: pathname.slice(l.prefix.length) || '/' }
    }
  }
  return { locale: defaultLocale, path: pathname }
}

/** Adds the locale prefix: `('/services', 'en')` → `/en/services`, `('/', 'en')` → `/en`. */
export function withLocale(path: string, locale: Locale): string {
  const { prefix } = localeEntry(locale)
  if (!prefix) return path
  return path === '/' ? prefix : prefix + path
}
