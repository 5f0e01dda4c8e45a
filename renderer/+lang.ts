// <html lang> per locale.
import type { PageContext } from 'vike/types'
import { localeOf } from './localeOf.js'

export function lang(pageContext: PageContext): string {
  return localeOf(pageContext)
}
