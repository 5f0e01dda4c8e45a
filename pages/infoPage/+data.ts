import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { content } from '../../renderer/content.js'
import { crumbs } from '../../renderer/crumbs.js'
import { pageData } from '../../renderer/pageData.js'
import { htmlToText } from '../../renderer/text.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale, routeParams } = pageContext
  // Pages with a route_key are the bodies of fixed routes and have no /info/ URL.
  const page = content(locale, 'pages').find((p) => p.id === Number(routeParams.id) && p.route_key === null)
  if (!page || page.slug !== routeParams.slug) throw render(404)
  const text = htmlToText(page.body)
  return pageData(pageContext, {
    title: page.title,
    description: page.perex ?? (text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text),
    path: page.path,
    alternates: page.alternates,
    breadcrumbs: crumbs(locale, { name: page.title, path: page.path }),
  }, {
    // Page 1 is the terms and personal-data page (spec §2); the id lets scripts and styles find it.
    page: { id: page.id, title: page.title, perex: page.perex, body: page.body },
  })
}
