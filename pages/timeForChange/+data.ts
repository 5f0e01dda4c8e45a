import type { PageContextServer } from 'vike/types'
import { routePageData } from '../../page-data/routePage.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  return routePageData(pageContext, 'timeForChange')
}
