import type { PageContextServer } from 'vike/types'
import { content, itemAt } from '../../page-data/content.js'
import { crumbs } from '../../page-data/crumbs.js'
import { pageData } from '../../page-data/pageData.js'
import { htmlToText } from '../../page-data/text.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale, routeParams } = pageContext
  // Pages with a route_key are the bodies of fixed routes and have no /info/ URL.
  // Pages bound to a fixed route live there, not under /info.
  const page = itemAt(
    content(locale, 'pages').filter((p) => p.route_key === null),
    routeParams,
  )
  const text = htmlToText(page.body)
  return pageData(
    pageContext,
    {
      title: page.title,
      description: page.perex ?? (text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text),
      path: page.path,
      alternates: page.alternates,
      breadcrumbs: crumbs(locale, { name: page.title, path: page.path }),
    },
    {
      // Page 1 is the terms and personal-data page (spec §2); the id lets scripts and styles find it.
      page: { id: page.id, title: page.title, perex: page.perex, body: page.body },
    },
  )
}
