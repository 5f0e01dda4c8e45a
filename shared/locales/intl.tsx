// Messages: one catalog per locale (shared/locales/*.json), same keys in both (formatjs verify and a test
// check), formatted by react-intl. Its cost is paid at build time: the browser's catalogs are
// precompiled ASTs and its bundle has no ICU parser (shared/locales/vite-plugin-client-catalogs.ts).
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import { createIntl, createIntlCache, RawIntlProvider, useIntl, type IntlShape } from 'react-intl'
import { defaultLocale, isLocale, localeEntry, type Locale } from '../config/locales.js'
import { catalogs, type Catalog } from './catalogs.js'
import { siteIntlConfig, type Translate, translator } from './siteIntl.js'
import { localeOf } from '../../renderer/localeOf.js'
import { usePageContext } from '../../renderer/pageContext.js'

export type { MessageKey } from './catalogs.js'
/** Both catalogs, for build-time code and tests (the browser bundle drops what it does not use). */
export { catalogs } from './catalogs.js'

/**
 * The catalogs this process can render with. At build time (SSR) both; in the browser only the
 * locales shown, each imported before its first render (client/start/hydrate.tsx): the two
 * catalogs were ~10 KB gzip of every page's first-load JS (issue 12). `catalogs` is referenced only
 * in the SSR branch, so the client bundle leaves both JSON files out.
 */
const loaded: Partial<Record<Locale, Catalog>> = {}
if (import.meta.env.SSR) Object.assign(loaded, catalogs)

const importers: Record<Locale, () => Promise<Catalog>> = {
  cs: () => import('./cs.json').then((m) => m.default),
  en: () => import('./en.json').then((m) => m.default),
}

/** Imports the catalogs of these locales that are not loaded yet. */
export async function loadCatalogs(locales: Iterable<Locale>): Promise<void> {
  await Promise.all(
    [...new Set(locales)]
      .filter((l) => !loaded[l])
      .map(async (l) => {
        loaded[l] = await importers[l]()
      }),
  )
}

/** A loaded catalog (every rendered locale is: see loadCatalogs). In the browser its messages are ASTs: read them through intl. */
function messagesFor(locale: Locale): Catalog {
  const messages = loaded[locale]
  if (!messages) throw new Error(`the ${locale} message catalog is not loaded (client/start/hydrate.tsx loads it before hydrating)`)
  return messages
}

// One intl object per locale for the whole process (a build renders thousands of pages with it).
const intls: Partial<Record<Locale, IntlShape>> = {}
const cache = createIntlCache()
const intlFor = (locale: Locale): IntlShape => (intls[locale] ??= createIntl(siteIntlConfig(locale, messagesFor(locale)), cache))

/** The messages of a loaded locale without React's context: for code that must not lean on the provider (the error page's fallback). */
export const translate = (locale: Locale): Translate => translator(intlFor(locale))

const LocaleContext = createContext<Locale>(defaultLocale)

/**
 * The rendering locale. It is the page's locale, except while hydrating: then it is the locale the
 * HTML was rendered in (<html lang>), which differs when a host answers an English URL with the
 * root (Czech) 404 page. Right after hydration the page switches to the URL's locale.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  const wanted = localeOf(pageContext)
  const [locale, setLocale] = useState<Locale>(() => {
    if (pageContext.hydrating) {
      const rendered = document.documentElement.lang
      if (isLocale(rendered)) return rendered
    }
    return wanted
  })
  useEffect(() => {
    setLocale(wanted)
    document.documentElement.lang = wanted
  }, [wanted])
  return (
    <LocaleContext.Provider value={locale}>
      <RawIntlProvider value={intlFor(locale)}>{children}</RawIntlProvider>
    </LocaleContext.Provider>
  )
}

/** The locale the UI renders in (see LocaleProvider). */
export function useLocale(): Locale {
  return useContext(LocaleContext)
}

/** `t('pagination.page', { page: 2 })`: react-intl's formatMessage with typed keys, so a typo is a compile error. */
export function useT(): Translate {
  return translator(useIntl())
}

const defaultDateOpts: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' }
const dateFormats = new Map<string, Intl.DateTimeFormat>()
/** A formatter per locale and options, made once (creating one costs far more than formatting). */
function dateFormat(locale: Locale, opts: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = locale + JSON.stringify(opts)
  let f = dateFormats.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(localeEntry(locale).dateLocale, { timeZone: 'Europe/Prague', ...opts })
    dateFormats.set(key, f)
  }
  return f
}

/** Dates in the locale's format (spec §9: Czech dates for cs). */
export function useFormatDate() {
  const locale = useLocale()
  return (iso: string, opts: Intl.DateTimeFormatOptions = defaultDateOpts) => dateFormat(locale, opts).format(new Date(iso))
}
