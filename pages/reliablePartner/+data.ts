import type { PageContextServer } from 'vike/types'
import { routePageData } from '../../page-data/routePage.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  // A campaign landing page in the simple layout: no breadcrumb trail back into the site.
  return routePageData(pageContext, 'reliablePartner', { breadcrumbs: undefined })
}
