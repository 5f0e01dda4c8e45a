// Blog posts by category, newest first: shared by the list pages and the prerender URL list.
import type { Locale } from '../config/locales.js'
import type { BlogCategory, BlogPost, CareerPost } from '../content-pipeline/model.js'
import { content, perLocale, perLocaleKeyed } from './content.js'

export function newestFirst<T extends { published_at: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at))
}

/** The locale's blog posts, newest first (shared: do not mutate). */
export const newestBlogPosts = perLocale('newestBlogPosts', (locale: Locale) => newestFirst(content(locale, 'blogPosts')))

/** Career posts, newest first (shared: do not mutate). */
export const newestCareerPosts = perLocale('newestCareerPosts', (locale: Locale) => newestFirst(content(locale, 'careerPosts')))

/** Categories that have posts in this locale, each with its posts newest first (shared: do not mutate). */
export const blogCategoriesWithPosts: (locale: Locale) => { category: BlogCategory; posts: BlogPost[] }[] = perLocale('blogCategoriesWithPosts', (locale: Locale) => {
  const posts = newestBlogPosts(locale)
  return content(locale, 'blogCategories')
    .map((category) => ({ category, posts: posts.filter((p) => p.category_id === category.id) }))
    .filter(({ posts }) => posts.length > 0)
})

/**
 * A category's four newest posts: a post's page shows three of them besides itself. Only these
 * four, so that a change to an older post of the category re-renders none of its other posts.
 */
export const newestInCategory = perLocaleKeyed('newestInCategory', (locale: Locale) => new Map(blogCategoriesWithPosts(locale).map(({ category, posts }) => [category.id, posts.slice(0, 4)])))

/** Blog and career posts an author wrote, newest first. */
export const postsByAuthor = perLocaleKeyed('postsByAuthor', (locale: Locale) => {
  const byAuthor = new Map<number, (BlogPost | CareerPost)[]>()
  for (const p of newestFirst<BlogPost | CareerPost>([...content(locale, 'blogPosts'), ...content(locale, 'careerPosts')])) {
    if (p.author_id === null) continue
    const list = byAuthor.get(p.author_id) ?? []
    list.push(p)
    byAuthor.set(p.author_id, list)
  }
  return byAuthor
})
