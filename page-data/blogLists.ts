// Blog posts by category, newest first: shared by the list pages and the prerender URL list.
import type { Locale } from '../shared/config/locales.js'
import type { BlogCategory, BlogPost, CareerPost, ItemPaths } from '../content-pipeline/model.js'
import { path } from '../shared/config/routes.js'
import { constants } from '../shared/config/constants.js'
import { newestFirst } from '../content-pipeline/listOrder.js'
import { byId, content, perLocale, perLocaleItem, perLocaleKeyed } from './content.js'
import { pageCount, slicePage } from './paginate.js'
import { postTeaser, type PostTeaser } from './teasers.js'

/** The locale's blog posts, newest first (shared: do not mutate). */
export const newestBlogPosts = perLocale('newestBlogPosts', (locale: Locale) => newestFirst(content(locale, 'blogPosts')))

/** Career posts, newest first (shared: do not mutate). */
export const newestCareerPosts = perLocale('newestCareerPosts', (locale: Locale) => newestFirst(content(locale, 'careerPosts')))

/**
 * The categories that have posts, in the categories' order, each with its posts in the order
 * given. Of the posts themselves (the list pages) or of their item paths (the pre-render's URL
 * list, renderer/prerender.ts): one rule for which category pages exist.
 */
export function categoriesWithPosts<C extends { id: number }, P extends { category_id: number }>(categories: readonly C[], posts: readonly P[]): { category: C; posts: P[] }[] {
  return categories.map((category) => ({ category, posts: posts.filter((p) => p.category_id === category.id) })).filter(({ posts }) => posts.length > 0)
}

/** The URLs of the category pages (`blogCategory`) and their pages 2… (`blogCategoryPage`) from the item paths (renderer/prerender.ts). */
export function blogCategoryUrls(items: ItemPaths, locale: Locale, key: 'blogCategory' | 'blogCategoryPage'): string[] {
  const categories = categoriesWithPosts(items.blogCategories, items.blogPosts)
  if (key === 'blogCategory') return categories.map(({ category }) => category.path)
  const laterPages = (posts: number) => Array.from({ length: Math.max(0, pageCount(posts, constants.pageSize.blog) - 1) }, (_, i) => i + 2)
  return categories.flatMap(({ category, posts }) => laterPages(posts.length).map((page) => path(key, locale, { category: category.slug, page })))
}

/** Categories that have posts in this locale, each with its posts newest first (shared: do not mutate). */
export const blogCategoriesWithPosts: (locale: Locale) => { category: BlogCategory; posts: BlogPost[] }[] = perLocale('blogCategoriesWithPosts', (locale: Locale) =>
  categoriesWithPosts(content(locale, 'blogCategories'), newestBlogPosts(locale)),
)

/** How many related posts a post's page shows. */
export const relatedShown = 3

/**
 * The posts shown as related to `list[index]` (a list newest first): the `count` published
 * closest after it, filled up with the closest before it when fewer are newer; newest first.
 */
export function nearestNewer<T>(list: readonly T[], index: number, count = relatedShown): T[] {
  const newer = list.slice(Math.max(0, index - count), index)
  return [...newer, ...list.slice(index + 1, index + 1 + count - newer.length)]
}

// The lists below hold posts' ids, and their teasers (what a list shows of a post) come from one
// teaser a post: a page depends on which posts it shows and on each one's teaser, so a post's new
// text re-renders none of the pages listing it, and a changed teaser only those showing it. Each
// teaser is derived from its post alone (perLocaleItem): a rebuild hashes again only the teasers
// of the posts that changed, not every teaser of the file (publishing/stages.ts, changes).
const teaserOfItem = (locale: Locale, post: BlogPost | CareerPost | undefined) => (post ? postTeaser(locale, post) : undefined)
const blogPostTeaser = perLocaleItem('blogPostTeaser', (locale: Locale, id: number) => teaserOfItem(locale, byId(content(locale, 'blogPosts'), id)))
const careerPostTeaser = perLocaleItem('careerPostTeaser', (locale: Locale, id: number) => teaserOfItem(locale, byId(content(locale, 'careerPosts'), id)))

type PostKind = 'blog' | 'career'
type PostRef = readonly [PostKind, number]
const teaserOf = { blog: blogPostTeaser, career: careerPostTeaser }
const refOf = (post: BlogPost | CareerPost): PostRef => ['category_id' in post ? 'blog' : 'career', post.id]
/** The teasers of the posts named (none when the list is not there). */
const teasers = (locale: Locale, refs: readonly PostRef[] | undefined): PostTeaser[] | undefined => refs?.flatMap(([kind, id]) => teaserOf[kind](locale, id) ?? [])

/**
 * The related posts of each post in a list newest first, by post id. The nearest newer ones
 * rather than the list's newest: a reader of an older article is led to what came after it (the
 * rules it explains change from year to year), each post links to other posts, and an edit or a
 * new post changes the related posts of its few neighbours only, so a rebuild re-renders those
 * pages, not every post of the list (docs/decisions.md).
 */
function relatedByPost(lists: readonly (readonly (BlogPost | CareerPost)[])[]): Map<number, PostRef[]> {
  const out = new Map<number, PostRef[]>()
  for (const posts of lists) posts.forEach((post, index) => out.set(post.id, nearestNewer(posts, index).map(refOf)))
  return out
}

const relatedBlogRefs = perLocaleKeyed('relatedBlogPosts', (locale: Locale) => relatedByPost(blogCategoriesWithPosts(locale).map(({ posts }) => posts)))
/** A blog post's related posts: the nearest newer of its category (relatedByPost). */
export const relatedBlogPosts = (locale: Locale, id: number) => teasers(locale, relatedBlogRefs(locale, id))

const relatedCareerRefs = perLocaleKeyed('relatedCareerPosts', (locale: Locale) => relatedByPost([newestCareerPosts(locale)]))
/** A career post's related posts: the nearest newer career posts (there are no categories). */
export const relatedCareerPosts = (locale: Locale, id: number) => teasers(locale, relatedCareerRefs(locale, id))

/** How many of an author's posts the person's page shows. */
const authorPostsShown = 6

const authorRefs = perLocaleKeyed('postsByAuthor', (locale: Locale) => {
  const byAuthor = new Map<number, PostRef[]>()
  for (const p of newestFirst<BlogPost | CareerPost>([...content(locale, 'blogPosts'), ...content(locale, 'careerPosts')])) {
    if (p.author_id === null) continue
    const list = byAuthor.get(p.author_id) ?? []
    if (list.length < authorPostsShown) list.push(refOf(p))
    byAuthor.set(p.author_id, list)
  }
  return byAuthor
})
/** The blog and career posts an author wrote that the person's page shows, newest first. */
export const postsByAuthor = (locale: Locale, author: number) => teasers(locale, authorRefs(locale, author))

/** Each page's slice of some paged lists of posts, by `{list}:{page}`. */
function pageSlices(lists: [string, (BlogPost | CareerPost)[]][], size: number): Map<string, PostRef[]> {
  const out = new Map<string, PostRef[]>()
  for (const [list, items] of lists) {
    for (let page = 1; page <= pageCount(items.length, size); page++) out.set(`${list}:${page}`, slicePage(items, page, size).map(refOf))
  }
  return out
}

/**
 * What a blog list page shows besides its posts: how many posts there are, and the categories
 * with posts (the filter). Counts and names, not posts: a post's new text changes none of it.
 * Counted in the item paths (each post's category is there), not the posts: every list page
 * reads this of the other locale too, for its alternates, and a rebuild's page worker has the
 * paths from listing the pages, while the other locale's posts are ~10 MB to parse at
 * --scale 20000.
 */
export const blogListFacts = perLocale('blogListFacts', (locale: Locale) => {
  const posts = content(locale, 'itemPaths').blogPosts
  const counts = new Map<number, number>()
  for (const p of posts) counts.set(p.category_id, (counts.get(p.category_id) ?? 0) + 1)
  return {
    total: posts.length,
    categories: content(locale, 'blogCategories').flatMap((c) => {
      const count = counts.get(c.id) ?? 0
      return count > 0 ? [{ id: c.id, slug: c.slug, name: c.name, path: c.path, count }] : []
    }),
  }
})

/**
 * The posts of one page of a blog list: `all:{page}` (every post) or `{category id}:{page}`. A
 * list page depends on its own slice, so a changed post re-renders only the pages it is on.
 */
const blogSliceRefs = perLocaleKeyed('blogListSlice', (locale: Locale) =>
  pageSlices([['all', newestBlogPosts(locale)], ...blogCategoriesWithPosts(locale).map(({ category, posts }): [string, BlogPost[]] => [String(category.id), posts])], constants.pageSize.blog),
)
export const blogListSlice = (locale: Locale, key: string) => teasers(locale, blogSliceRefs(locale, key))

/** How many career posts the locale has (the career blog's page count). */
export const careerPostCount = perLocale('careerPostCount', (locale: Locale) => content(locale, 'careerPosts').length)

/** The career posts of one page of the career blog, by `all:{page}`. */
const careerSliceRefs = perLocaleKeyed('careerListSlice', (locale: Locale) => pageSlices([['all', newestCareerPosts(locale)]], constants.pageSize.careerBlog))
export const careerListSlice = (locale: Locale, key: string) => teasers(locale, careerSliceRefs(locale, key))
