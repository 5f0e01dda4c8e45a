import type { PageContextServer } from 'vike/types'
import { content, itemAt } from '../../page-data/content.js'
import { crumbs } from '../../page-data/crumbs.js'
import { relatedCareerPosts } from '../../page-data/blogLists.js'
import { pageData } from '../../page-data/pageData.js'
import { articleLd, authorOf } from '../blogPost/article.js'
import { imageData } from '../../page-data/images.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale, routeParams } = pageContext
  const posts = content(locale, 'careerPosts')
  const post = itemAt(posts, routeParams)
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
      breadcrumbs: crumbs(locale, 'careerBlog', { name: post.title, path: post.path }),
      jsonLd: [articleLd(post, author, null)],
    },
    {
      post: { id: post.id, title: post.title, perex: post.perex, body: post.body, image: imageData(locale, post.image), published_at: post.published_at },
      author,
      related: relatedCareerPosts(locale, post.id) ?? [],
    },
  )
}
