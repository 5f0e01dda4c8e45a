// Every page's +data returns `pageData(pageContext, seo, {...})`: its own fields plus the SEO
// block the <head> reads and the layout's chrome.
import type { PageContextServer } from 'vike/types'
import { chrome, type Chrome } from './chrome.js'
import type { Seo } from './seo.js'

export type BaseData = { seo: Seo; chrome: Chrome }

export function pageData<T extends object>(pageContext: PageContextServer, seo: Seo, data: T): T & BaseData {
  return { ...data, seo, chrome: chrome(pageContext.locale) }
}
