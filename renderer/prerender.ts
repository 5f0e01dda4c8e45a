// Every URL to pre-render, per route key, from the route table and the generated content.
// Each page's +onBeforePrerenderStart returns `prerenderUrls(...its keys)`.
import { constants } from '../config/constants.js'
import { localeCodes, type Locale } from '../config/locales.js'
import { path, routes, type RouteKey } from '../config/routes.js'
import { content } from './content.js'
import { pageCount } from './paginate.js'
import { blogCategoriesWithPosts } from './blogLists.js'

const documentPath = (p: string) => p.split('#')[0] ?? p

function urlsIn(locale: Locale, key: RouteKey): string[] {
  const c = <K extends Parameters<typeof content>[1]>(k: K) => content(locale, k)
  const range = (n: number) => Array.from({ length: Math.max(0, n - 1) }, (_, i) => i + 2)
  switch (key) {
    case 'blogPost': return c('blogPosts').map((p) => p.path)
    case 'blogPage': return range(pageCount(c('blogPosts').length, constants.pageSize.blog)).map((page) => path(key, locale, { page }))
    case 'blogCategory': return blogCategoriesWithPosts(locale).map(({ category }) => category.path)
    case 'blogCategoryPage':
      return blogCategoriesWithPosts(locale).flatMap(({ category, posts }) =>
        range(pageCount(posts.length, constants.pageSize.blog)).map((page) => path(key, locale, { category: category.slug, page })))
    case 'careerPost': return c('careerPosts').map((p) => p.path)
    case 'careerBlogPage': return range(pageCount(c('careerPosts').length, constants.pageSize.careerBlog)).map((page) => path(key, locale, { page }))
    case 'job': return c('jobs').map((j) => j.path)
    case 'person': return c('people').map((p) => p.path)
    case 'seminar': return c('seminars').map((s) => s.path)
    case 'glossaryTerm': return c('glossary').map((g) => g.path)
    case 'serviceGroup': return c('serviceGroups').map((g) => g.path)
    case 'service': return c('services').map((s) => s.path)
    case 'infoPage': return c('pages').filter((p) => p.route_key === null).map((p) => documentPath(p.path))
    // The Czech 404.html is written by the error page.
    case 'notFound': return locale === 'cs' ? [] : [path(key, locale)]
    default: {
      const pattern: string = routes[key][locale]
      if (pattern.includes(':')) throw new Error(`prerender: no URL list for parameterized route ${key}`)
      return [path(key, locale)]
    }
  }
}

/**
 * The build (build/stages.ts) lets Vike pre-render one URL per route key and locale — the pages
 * from which its own renderer takes Vike's asset tags and against which it is checked — and
 * renders the rest itself (`vike prerender` after `vike build`: pages/+config.ts). `vike build`
 * alone (no PRERENDER_SAMPLE) still pre-renders everything.
 */
const sampleOnly = () => process.env.PRERENDER_SAMPLE === '1'

export function prerenderUrls(...keys: RouteKey[]): string[] {
  return keys.flatMap((key) => localeCodes.flatMap((l) => (sampleOnly() ? urlsIn(l, key).slice(0, 1) : urlsIn(l, key))))
}
