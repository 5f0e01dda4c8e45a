// The layout's chrome for the server render (page-data/chrome.ts), for pages whose data names it
// (error pages have no data and a minimal header). It is not part of the page's client context: the browser loads it
// from the file the data names. Environment: server.
import type { PageContextServer } from 'vike/types'
import { chrome } from '../page-data/chrome.js'
import { hasBaseData } from '../page-data/seoData.js'

export function onBeforeRender(pageContext: PageContextServer) {
  if (!hasBaseData(pageContext.data)) return
  return { pageContext: { chrome: chrome(pageContext.locale) } }
}
