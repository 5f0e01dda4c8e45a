// Where a deleted page's URL goes: the nearest ancestor path that is a page of this build (a
// blog post → /blog, a sub-service → its group, a person → /lide), never the home page. With no
// such list the URL answers 404.
import { splitLocale, withLocale } from '../shared/config/locales.js'

export function parentListOf(url: string, pages: ReadonlySet<string>): string | null {
  const { locale, path } = splitLocale(url)
  const parts = path.split('/').filter(Boolean)
  for (let n = parts.length - 1; n >= 1; n--) {
    const candidate = withLocale('/' + parts.slice(0, n).join('/'), locale)
    if (pages.has(candidate)) return candidate
  }
  return null
}
