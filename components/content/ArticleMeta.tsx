// Byline of a blog or career-blog article: date, category (blog only) and author, whose
// profile is linked when it exists in this locale.
import type { ImageData } from '../../page-data/images.js'
import { useFormatDate, useT } from '../../shared/locales/intl.js'
import { Picture } from './Picture.js'

export type ArticleAuthor = { id: number; name: string; position: string | null; path: string | null; photo: ImageData | null }

export function ArticleMeta({ publishedAt, category, author }: { publishedAt: string; category?: { name: string; path: string } | null; author: ArticleAuthor | null }) {
  const t = useT()
  const formatDate = useFormatDate()
  return (
    <div className="article-meta">
      <p className="article-meta__line">
        <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>
        {category && (
          <>
            {' · '}
            <span className="visually-hidden">{t('post.category')}: </span>
            <a href={category.path}>{category.name}</a>
          </>
        )}
      </p>
      {author && (
        <div className="article-meta__author person-card person-card--small">
          {author.photo && <Picture image={author.photo} alt="" sizes="3.5rem" width={64} height={64} />}
          <p>
            <span className="visually-hidden">{t('post.author')}: </span>
            {author.path ? (
              <a href={author.path} rel="author">
                {author.name}
              </a>
            ) : (
              <span>{author.name}</span>
            )}
            {author.position && (
              <>
                <br />
                <span className="article-meta__position">{author.position}</span>
              </>
            )}
          </p>
        </div>
      )}
    </div>
  )
}
