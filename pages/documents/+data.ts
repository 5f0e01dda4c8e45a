import type { PageContextServer } from 'vike/types'
import { content } from '../../renderer/content.js'
import { crumbs } from '../../renderer/crumbs.js'
import { catalogs } from '../../locales/catalogs.js'
import { newestFirst } from '../../renderer/blogLists.js'
import { pageData } from '../../renderer/pageData.js'
import { fixedRouteSeo } from '../../renderer/routeSeo.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const t = catalogs[locale]
  const collator = new Intl.Collator(locale)
  const documents = newestFirst(content(locale, 'documents'))
  // Categories are free text per locale: group by the text, alphabetically; newest first inside.
  const names = [...new Set(documents.map((d) => d.category))].sort(collator.compare)
  return pageData(pageContext, {
    ...fixedRouteSeo(locale, 'documents'),
    description: t['documents.description'],
    breadcrumbs: crumbs(locale, 'documents'),
  }, {
    categories: names.map((name) => ({
      name,
      documents: documents.filter((d) => d.category === name).map((d) => ({
        id: d.id, title: d.title, description: d.description, published_at: d.published_at, file: d.file,
      })),
    })),
  })
}
