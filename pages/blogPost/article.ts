// Shared by the blog and career-blog article pages: the author as the page shows it and the
// Article JSON-LD. Server-only (reads content).
import type { Locale } from '../../shared/config/locales.js'
import { localeCodes } from '../../shared/config/locales.js'
import { site } from '../../shared/config/site.js'
import type { BlogPost, CareerPost } from '../../content-pipeline/model.js'
import type { ArticleAuthor } from '../../components/content/ArticleMeta.js'
import { byId, content } from '../../page-data/content.js'
import { personName } from '../../content-pipeline/kinds.js'
import { imageData } from '../../page-data/images.js'

/** `path` is null when the author's profile does not exist in this locale (then only the name shows). */
export type Author = ArticleAuthor

export function authorOf(locale: Locale, authorId: number | null): Author | null {
  if (authorId === null) return null
  const here = byId(content(locale, 'people'), authorId)
  if (here) return { id: here.id, name: personName(here), position: here.position, path: here.path, photo: imageData(locale, here.photo) }
  // Names are shared fields: take them from any locale the person exists in.
  for (const l of localeCodes) {
    const there = byId(content(l, 'people'), authorId)
    if (there) return { id: there.id, name: personName(there), position: null, path: null, photo: imageData(l, there.photo) }
  }
  return null
}

export function articleLd(post: BlogPost | CareerPost, author: Author | null, section: string | null, tags: string[] = []): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.perex,
    datePublished: post.published_at,
    inLanguage: post.locale,
    url: site.url + post.path,
    mainEntityOfPage: site.url + post.path,
    ...(post.image ? { image: site.url + post.image } : {}),
    ...(author ? { author: { '@type': 'Person', name: author.name, ...(author.path ? { url: site.url + author.path } : {}) } } : {}),
    publisher: { '@type': 'Organization', name: site.legalName, url: site.url, logo: { '@type': 'ImageObject', url: site.url + '/logo.svg' } },
    ...(section ? { articleSection: section } : {}),
    ...(tags.length > 0 ? { keywords: tags.join(', ') } : {}),
  }
}
