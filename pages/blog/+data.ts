import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { constants } from '../../shared/config/constants.js'
import { crumbs } from '../../page-data/crumbs.js'
import { messagesOf } from '../../shared/locales/buildMessages.js'
import type { Locale } from '../../shared/config/locales.js'
import { blogListFacts, blogListSlice } from '../../page-data/blogLists.js'
import { pageCount } from '../../page-data/paginate.js'
import { pageData } from '../../page-data/pageData.js'
import { categoryFeedLink, feedLink } from '../../page-data/subscriptions.js'
import { listAlternates, listPosition } from '../../page-data/listing.js'
import { blogListPath } from './paths.js'

export type Data = Awaited<ReturnType<typeof data>>

const size = constants.pageSize.blog

export async function data(pageContext: PageContextServer) {
  const { locale, routeParams } = pageContext
  const t = messagesOf(locale)
  // Counts, category names and the page's own slice of posts: what the page shows, so that a
  // post's change re-renders only the list pages the post is on (page-data/content.ts).
  const facts = blogListFacts(locale)
  const slug = routeParams.category
  const category = slug === undefined ? null : facts.categories.find((c) => c.slug === slug)
  // A category without posts in this locale has no list here (it is not pre-rendered either).
  if (category === undefined) throw render(404)
  const list = listPosition(category ? category.count : facts.total, routeParams.page, size)
  if (!list) throw render(404)
  const posts = blogListSlice(locale, `${category ? category.id : 'all'}:${list.page}`) ?? []

  const own = blogListPath(locale, list.page, category?.slug)
  const pageLabel = t('listing.page', { page: list.page })
  const trail = [...(category ? [{ name: category.name, path: category.path }] : []), ...(list.page > 1 ? [{ name: pageLabel, path: own }] : [])]
  // The same category in another locale (category slugs differ per locale); null: no posts there.
  const there = (l: Locale) => (category ? (blogListFacts(l).categories.find((c) => c.id === category.id) ?? null) : undefined)

  return pageData(
    pageContext,
    {
      title: [t('route.blog'), category?.name, list.page > 1 ? pageLabel : undefined].filter(Boolean).join(' – '),
      description: category ? t('blog.category_description', { category: category.name }) : t('blog.description'),
      path: own,
      // The same list page in each locale whose list is that long.
      alternates: listAlternates(
        list.page,
        (l) => {
          const other = there(l)
          if (other === undefined) return pageCount(blogListFacts(l).total, size)
          return other ? pageCount(other.count, size) : null
        },
        (l) => blogListPath(l, list.page, there(l)?.slug),
      ),
      breadcrumbs: crumbs(locale, 'blog', ...trail),
      feeds: [feedLink(locale, 'blog'), ...(category ? [categoryFeedLink(locale, category)] : [])],
    },
    {
      posts,
      page: list.page,
      pages: list.pages,
      category: category && { id: category.id, slug: category.slug, name: category.name },
      filter: {
        total: facts.total,
        categories: facts.categories.map((c) => ({ id: c.id, name: c.name, path: c.path, count: c.count })),
      },
    },
  )
}
