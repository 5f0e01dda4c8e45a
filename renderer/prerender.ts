// Every URL to pre-render, per route key, from the route table and the generated content's item
// paths (content-pipeline/model.ts ItemPaths: not the items, so listing reads ~2 MB, not ~60):
// an item's page or a paged list's pages 2… as the content-kind registry (content-pipeline/kinds.ts) says.
// Each page's +onBeforePrerenderStart returns `prerenderUrls(...its keys)`.
import { localeCodes, type Locale } from '../shared/config/locales.js'
import { path, routes, type RouteKey } from '../shared/config/routes.js'
import { hasOwnPage, kindList, kinds } from '../content-pipeline/kinds.js'
import type { ItemPath } from '../content-pipeline/model.js'
import type { ContentKind } from '../content-pipeline/schemas/endpoints.js'
import { blogCategoryUrls } from '../page-data/blogLists.js'
import { content } from '../page-data/content.js'
import { pageCount } from '../page-data/paginate.js'

const documentPath = (p: string) => p.split('#')[0] ?? p

/** Per route key, the content kind whose items it lists: their own pages, or pages 2… of a list of them, `size` a page. */
const routeKinds = new Map<string, { kind: ContentKind; size: number | undefined }>(
  kindList.flatMap((kind) => {
    const { page, lists } = kinds[kind]
    const listed = Object.entries(lists).map(([route, size]) => [route, { kind, size }] as const)
    return page ? [[page.route, { kind, size: undefined }] as const, ...listed] : listed
  }),
)

function urlsIn(locale: Locale, key: RouteKey): string[] {
  const items = content(locale, 'itemPaths')
  const ofKind = routeKinds.get(key)
  if (ofKind) {
    const list: readonly (ItemPath & { route_key?: RouteKey | null })[] = items[ofKind.kind]
    // Pages 2… of the list (page 1 is the list's own route).
    if (ofKind.size !== undefined) return Array.from({ length: Math.max(0, pageCount(list.length, ofKind.size) - 1) }, (_, i) => path(key, locale, { page: i + 2 }))
    const page = kinds[ofKind.kind].page
    return list.filter((item) => !page || hasOwnPage(page, item)).map((item) => documentPath(item.path))
  }
  switch (key) {
    case 'blogCategory':
    case 'blogCategoryPage':
      return blogCategoryUrls(items, locale, key)
    // The Czech 404.html is written by the error page.
    case 'notFound':
      return locale === 'cs' ? [] : [path(key, locale)]
    default: {
      const pattern: string = routes[key][locale]
      if (pattern.includes(':')) throw new Error(`prerender: no URL list for parameterized route ${key}`)
      return [path(key, locale)]
    }
  }
}

/**
 * The build (publishing/stages.ts) lets Vike pre-render one URL per route key and locale — the pages
 * from which its own renderer takes Vike's asset tags and against which it is checked — and
 * renders the rest itself (`vike prerender` after `vike build`: renderer/+config.ts). `vike build`
 * alone (no PRERENDER_SAMPLE) still pre-renders everything.
 */
const sampleOnly = () => process.env.PRERENDER_SAMPLE === '1'

export function prerenderUrls(...keys: RouteKey[]): string[] {
  return keys.flatMap((key) => localeCodes.flatMap((l) => (sampleOnly() ? urlsIn(l, key).slice(0, 1) : urlsIn(l, key))))
}
