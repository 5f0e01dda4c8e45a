// Every page's +data returns `pageData(pageContext, seo, {...})`: its own fields plus the SEO
// block the <head> reads and the name of the file holding the layout's chrome (page-data/chrome.ts).
import type { PageContextServer } from 'vike/types'
import { chromeFile } from './chrome.js'
import type { Seo } from './seo.js'

export type BaseData = { seo: Seo; chromeRef: string }

export function pageData<T extends object>(pageContext: PageContextServer, seo: Seo, data: T): T & BaseData {
  return { ...data, seo, chromeRef: chromeFile(pageContext.locale).path }
}
