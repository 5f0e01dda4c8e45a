// Blog posts by category, newest first: shared by the list pages and the prerender URL list.
import type { Locale } from '../config/locales.js'
import type { BlogCategory, BlogPost } from '../content-pipeline/model.js'
import { content } from './content.js'

export function newestFirst<T extends { published_at: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at))
}

export function blogCategoriesWithPosts(locale: Locale): { category: BlogCategory; posts: BlogPost[] }[] {
  const posts = newestFirst(content(locale, 'blogPosts'))
  return content(locale, 'blogCategories')
    .map((category) => ({ category, posts: posts.filter((p) => p.category_id === category.id) }))
    .filter(({ posts }) => posts.length > 0)
}
