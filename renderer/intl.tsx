// react-intl wiring: one catalog per locale (locales/*.json), same keys in both (a test checks).
import type { ReactNode } from 'react'
import { IntlProvider, useIntl } from 'react-intl'
import { usePageContext } from 'vike-react/usePageContext'
import type { Locale } from '../config/locales.js'
import { localeEntry } from '../config/locales.js'
import { localeOf } from './localeOf.js'
import cs from '../locales/cs.json'
import en from '../locales/en.json'

export type MessageKey = keyof typeof cs
export const catalogs: Record<Locale, Record<MessageKey, string>> = { cs, en }

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IntlProvider locale={localeEntry(locale).iso} messages={catalogs[locale]} defaultLocale="cs-CZ">
      {children}
    </IntlProvider>
  )
}

/** `t('footer.copyright', { year })` — typed keys, so a typo is a compile error. */
export function useT() {
  const intl = useIntl()
  return (id: MessageKey, values?: Record<string, string | number>) => intl.formatMessage({ id }, values)
}

/** Dates in the locale's format (spec §9: Czech dates for cs). */
export function useFormatDate() {
  const locale = useLocaleOfPage()
  return (iso: string, opts: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' }) =>
    new Intl.DateTimeFormat(localeEntry(locale).dateLocale, { timeZone: 'Europe/Prague', ...opts }).format(new Date(iso))
}

function useLocaleOfPage(): Locale {
  return localeOf(usePageContext())
}
