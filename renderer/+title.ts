// Spec §2: page title, a separator, then the site name. Error pages carry no page data: their
// title is the error's heading (WCAG 2.4.2 — the tab and a screen reader say what happened).
import type { PageContext } from 'vike/types'
import { site } from '../shared/config/site.js'
import { messagesOf } from '../shared/locales/buildMessages.js'
import { localeOf } from './localeOf.js'
import { seoOf } from '../page-data/seoData.js'

type TitleContext = Pick<PageContext, 'data' | 'locale' | 'urlOriginal' | 'routeKey' | 'is404'>

function errorTitle(pageContext: TitleContext): string | undefined {
  const t = messagesOf(localeOf(pageContext))
  if (pageContext.is404 === true || pageContext.routeKey === 'notFound') return t('error.not_found_title')
  // is404 is set (false) only on the error page of other errors.
  if (pageContext.is404 === false) return t('error.title')
  return undefined
}

export function title(pageContext: TitleContext): string {
  const own = seoOf(pageContext.data)?.title ?? errorTitle(pageContext)
  return own && own !== site.name ? `${own} | ${site.name}` : site.name
}
