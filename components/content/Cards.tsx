// Teaser cards used by lists and the home page.
import type { PersonTeaser, PostTeaser, SeminarTeaser } from '../../page-data/teasers.js'
import { useFormatDate, useT } from '../../shared/locales/intl.js'
import { Picture } from './Picture.js'

/** Card widths of the grids (renderer/styles.css `.grid`: one column on phones, up to three). */
const cardSizes = '(min-width: 1024px) 22rem, (min-width: 768px) 45vw, 100vw'

export function PostCard({ post }: { post: PostTeaser }) {
  const formatDate = useFormatDate()
  return (
    <article className="card post-card">
      {post.image && <Picture image={post.image} alt="" sizes={cardSizes} width={400} height={225} />}
      <div className="card__body">
        {post.category && <p className="card__label">{post.category}</p>}
        <h3>
          <a href={post.path}>{post.title}</a>
        </h3>
        <p>
          <time dateTime={post.published_at}>{formatDate(post.published_at)}</time>
        </p>
        <p>{post.perex}</p>
      </div>
    </article>
  )
}

export function PersonCard({ person }: { person: PersonTeaser }) {
  return (
    <article className="card person-card">
      {person.photo && <Picture image={person.photo} alt="" sizes="7.5rem" width={160} height={160} />}
      <h3>
        <a href={person.path}>{person.name}</a>
      </h3>
      <p>{person.position}</p>
    </article>
  )
}

export function SeminarCard({ seminar }: { seminar: SeminarTeaser }) {
  const t = useT()
  const formatDate = useFormatDate()
  return (
    <article className="card seminar-card">
      {seminar.image && <Picture image={seminar.image} alt="" sizes={cardSizes} width={400} height={225} />}
      <p className="card__label">
        <time dateTime={seminar.starts_at}>{formatDate(seminar.starts_at)}</time>
      </p>
      <h3>
        <a href={seminar.path}>{seminar.title}</a>
      </h3>
      <p>{seminar.online ? t('seminar.online') : seminar.city}</p>
    </article>
  )
}
