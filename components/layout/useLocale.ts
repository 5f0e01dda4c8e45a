import { usePageContext } from 'vike-react/usePageContext'
import type { Locale } from '../../config/locales.js'
import { localeOf } from '../../renderer/localeOf.js'

export function useLocale(): Locale {
  return localeOf(usePageContext())
}
