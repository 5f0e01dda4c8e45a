import { usePageContext } from 'vike-react/usePageContext'
import type { Locale } from '../../config/locales.js'

export function useLocale(): Locale {
  return usePageContext().locale
}
