// Locale from the URL prefix (cs has none, en is /en) and the route table entry the path
// belongs to (spec §2). Routing after this sees the path without the prefix.
// Environment: server and client.
import type { PageContext } from 'vike/types'
import { modifyUrl } from 'vike/modifyUrl'
import { splitLocale } from '../shared/config/locales.js'
import { matchLocalPath } from '../shared/config/routes.js'

export function onBeforeRoute(pageContext: PageContext) {
  const { locale, path } = splitLocale(pageContext.urlParsed.pathname)
  const match = matchLocalPath(locale, path)
  return {
    pageContext: {
      locale,
      routeKey: match?.key,
      routeMatchParams: match?.params,
      urlLogical: modifyUrl(pageContext.urlParsed.href, { pathname: path }),
    },
  }
}
