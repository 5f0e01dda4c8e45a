import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { constants } from '../../config/constants.js'
import { content } from '../../renderer/content.js'
import { crumbs } from '../../renderer/crumbs.js'
import { catalogs } from '../../locales/catalogs.js'
import { blogCategoriesWithPosts, newestBlogPosts } from '../../renderer/blogLists.js'
import { pageCount } from '../../renderer/paginate.js'
import { pageData } from '../../renderer/pageData.js'
import { postTeaser } from '../../renderer/teasers.js'
import { fill, listAlternates, listPage } from './listing.js'
import { blogListPath } from './paths.js'

export type Data = Awaited<ReturnType<typeof data>>

const size = constants.pageSize.blog

export async function data(pageContext: PageContextServer) {
  const { locale, routeParams } = pageContext
  const t = catalogs[locale]
  const categories = blogCategoriesWithPosts(locale)
  const slug = routeParams.category
  const current = slug === undefined ? null : categories.find((c) => c.category.slug === slug)
  // A category without posts in this locale has no list here (it is not pre-rendered either).
  if (current === undefined) throw render(404)
  const posts = current ? current.posts : newestBlogPosts(locale)
  const list = listPage(posts, routeParams.page, size)
  if (!list) throw render(404)

  const category = current?.category ?? null
  const own = blogListPath(locale, list.page, category?.slug)
  const pageLabel = fill(t['listing.page'], { page: list.page })
  const trail = [
    ...(category ? [{ name: category.name, path: category.path }] : []),
    ...(list.page > 1 ? [{ name: pageLabel, path: own }] : []),
  ]

  return pageData(pageContext, {
    title: [t['route.blog'], category?.name, list.page > 1 ? pageLabel : undefined].filter(Boolean).join(' – '),
    description: category ? fill(t['blog.category_description'], { category: category.name }) : t['blog.description'],
    path: own,
    // The same list page in each locale whose list is that long (category slugs differ per locale).
    alternates: listAlternates(
      list.page,
      (l) => {
        if (!category) return pageCount(content(l, 'blogPosts').length, size)
        const there = blogCategoriesWithPosts(l).find((c) => c.category.id === category.id)
        return there ? pageCount(there.posts.length, size) : null
      },
      (l) => {
        const there = category && content(l, 'blogCategories').find((c) => c.id === category.id)
        return blogListPath(l, list.page, there ? there.slug : undefined)
      },
    ),
    breadcrumbs: crumbs(locale, 'blog', ...trail),
  }, {
    posts: list.items.map((p) => postTeaser(locale, p)),
    page: list.page,
    pages: list.pages,
    category: category && { id: category.id, slug: category.slug, name: category.name },
    filter: {
      total: content(locale, 'blogPosts').length,
      categories: categories.map(({ category: c, posts: p }) => ({ id: c.id, name: c.name, path: c.path, count: p.length })),
    },
  })
}
