import type { PageContextServer } from 'vike/types'
import { byId, content, itemAt } from '../../page-data/content.js'
import { crumbs } from '../../page-data/crumbs.js'
import { relatedBlogPosts } from '../../page-data/blogLists.js'
import { pageData } from '../../page-data/pageData.js'
import { articleLd, authorOf } from './article.js'
import { imageData } from '../../page-data/images.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale, routeParams } = pageContext
  const posts = content(locale, 'blogPosts')
  const post = itemAt(posts, routeParams)
  const category = byId(content(locale, 'blogCategories'), post.category_id) ?? null
  const author = authorOf(locale, post.author_id)
  return pageData(
    pageContext,
    {
      title: post.title,
      description: post.perex,
      path: post.path,
      alternates: post.alternates,
      image: post.image,
      ogType: 'article',
      breadcrumbs: crumbs(locale, 'blog', ...(category ? [{ name: category.name, path: category.path }] : []), { name: post.title, path: post.path }),
      jsonLd: [articleLd(post, author, category?.name ?? null, post.tags)],
    },
    {
      post: { id: post.id, title: post.title, perex: post.perex, body: post.body, image: imageData(locale, post.image), published_at: post.published_at, tags: post.tags },
      category: category && { name: category.name, path: category.path },
      author,
      related: relatedBlogPosts(locale, post.id) ?? [],
    },
  )
}
