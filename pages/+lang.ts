// <html lang> per locale.
import type { PageContext } from 'vike/types'
import { localeOf } from '../renderer/localeOf.js'

export function lang(pageContext: PageContext): string {
  return localeOf(pageContext)
}
