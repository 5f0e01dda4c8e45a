// Every URL to pre-render, per route key, from the route table and the generated content's item
// paths (content-pipeline/model.ts ItemPaths: not the items, so listing reads ~2 MB, not ~60).
// Each page's +onBeforePrerenderStart returns `prerenderUrls(...its keys)`.
import { constants } from '../config/constants.js'
import { localeCodes, type Locale } from '../config/locales.js'
import { path, routes, type RouteKey } from '../config/routes.js'
import type { ItemPath, ItemPaths } from '../content-pipeline/model.js'
import { categoriesWithPosts } from '../page-data/blogLists.js'
import { content } from '../page-data/content.js'
import { pageCount } from '../page-data/paginate.js'

const documentPath = (p: string) => p.split('#')[0] ?? p

/** The categories that have posts (blogLists.ts categoriesWithPosts), with how many. */
const blogCategories = (items: ItemPaths): { category: ItemPath; posts: number }[] =>
  categoriesWithPosts(items.blogCategories, items.blogPosts).map(({ category, posts }) => ({ category, posts: posts.length }))

function urlsIn(locale: Locale, key: RouteKey): string[] {
  const items = content(locale, 'itemPaths')
  const range = (n: number) => Array.from({ length: Math.max(0, n - 1) }, (_, i) => i + 2)
  // Pages 2… of a list of `count` items (page 1 is the list's own route).
  const numbered = (count: number, size: number) => range(pageCount(count, size)).map((page) => path(key, locale, { page }))
  switch (key) {
    case 'blogPost':
      return items.blogPosts.map((p) => p.path)
    case 'blogPage':
      return numbered(items.blogPosts.length, constants.pageSize.blog)
    case 'blogCategory':
      return blogCategories(items).map(({ category }) => category.path)
    case 'blogCategoryPage':
      return blogCategories(items).flatMap(({ category, posts }) => range(pageCount(posts, constants.pageSize.blog)).map((page) => path(key, locale, { category: category.slug, page })))
    case 'careerPost':
      return items.careerPosts.map((p) => p.path)
    case 'careerBlogPage':
      return numbered(items.careerPosts.length, constants.pageSize.careerBlog)
    case 'job':
      return items.jobs.map((j) => j.path)
    case 'person':
      return items.people.map((p) => p.path)
    case 'seminar':
      return items.seminars.map((s) => s.path)
    case 'blogArchivePage':
      return numbered(items.blogPosts.length, constants.pageSize.blogArchive)
    case 'documentsPage':
      return numbered(items.documents.length, constants.pageSize.documents)
    case 'podcastPage':
      return numbered(items.podcastEpisodes.length, constants.pageSize.podcast)
    case 'podcastGuestsPage':
      return numbered(items.podcastGuests.length, constants.pageSize.podcastGuests)
    case 'seminarsPage':
      return numbered(items.seminars.length, constants.pageSize.seminars)
    case 'referencesPage':
      return numbered(items.references.length, constants.pageSize.references)
    case 'peoplePage':
      return numbered(items.people.length, constants.pageSize.people)
    case 'jobsPage':
      return numbered(items.jobs.length, constants.pageSize.jobs)
    case 'glossaryPage':
      return numbered(items.glossary.length, constants.pageSize.glossary)
    case 'glossaryTerm':
      return items.glossary.map((g) => g.path)
    case 'serviceGroup':
      return items.serviceGroups.map((g) => g.path)
    case 'service':
      return items.services.map((s) => s.path)
    case 'infoPage':
      return items.pages.filter((p) => p.route_key === null).map((p) => documentPath(p.path))
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
 * The build (build/stages.ts) lets Vike pre-render one URL per route key and locale — the pages
 * from which its own renderer takes Vike's asset tags and against which it is checked — and
 * renders the rest itself (`vike prerender` after `vike build`: pages/+config.ts). `vike build`
 * alone (no PRERENDER_SAMPLE) still pre-renders everything.
 */
const sampleOnly = () => process.env.PRERENDER_SAMPLE === '1'

export function prerenderUrls(...keys: RouteKey[]): string[] {
  return keys.flatMap((key) => localeCodes.flatMap((l) => (sampleOnly() ? urlsIn(l, key).slice(0, 1) : urlsIn(l, key))))
}
