// One podcast episode on the list page. Its id `episode-{id}` is the anchor that episode
// paths (and the podcast guests page) link to. The player loads nothing until played.
// With an image the card has two columns from 768 px (image | text), without one a single column:
// the text never falls into the image's narrow column.
import { formatDuration, isoDuration } from './duration.js'
import { useFormatDate, useT } from '../../shared/locales/intl.js'
import { Html } from './Html.js'
import type { ImageData } from '../../page-data/images.js'
import { Picture } from './Picture.js'
import { PodcastPlayer } from './PodcastPlayer.js'

export type EpisodeView = {
  id: number
  number: number
  title: string
  perex: string
  body: string
  published_at: string
  duration_seconds: number
  audio: string
  video_url: string | null
  image: ImageData | null
  guests: { id: number; name: string; path: string }[]
}

export function PodcastEpisode({ episode: e }: { episode: EpisodeView }) {
  const t = useT()
  const formatDate = useFormatDate()
  const titleId = `episode-${e.id}-title`
  return (
    <article id={`episode-${e.id}`} className={e.image ? 'episode episode--image' : 'episode'} aria-labelledby={titleId}>
      {e.image && <Picture image={e.image} className="episode__image" alt="" sizes="(min-width: 768px) 12rem, 7.5rem" width={240} height={240} />}
      <div className="episode__body">
        <header>
          <p className="card__label">{t('podcast.episode_number', { number: e.number })}</p>
          <h2 id={titleId}>{e.title}</h2>
          <p className="episode__meta">
            <time dateTime={e.published_at}>{formatDate(e.published_at)}</time>
            {' · '}
            <span className="visually-hidden">{t('podcast.duration')}: </span>
            <time dateTime={isoDuration(e.duration_seconds)}>{formatDuration(e.duration_seconds)}</time>
          </p>
        </header>
        <p>{e.perex}</p>
        {e.guests.length > 0 && (
          <p className="episode__guests">
            {t('podcast.guests')}:{' '}
            {e.guests.map((g, i) => (
              <span key={g.id}>
                {i > 0 && ', '}
                <a href={g.path}>{g.name}</a>
              </span>
            ))}
          </p>
        )}
        <PodcastPlayer src={e.audio} title={e.title} seconds={e.duration_seconds} />
        <section className="episode__notes" aria-labelledby={`${titleId}-notes`}>
          <h3 id={`${titleId}-notes`}>{t('podcast.show_notes')}</h3>
          <Html html={e.body} />
        </section>
        <p className="episode__links">
          <a href={e.audio} download>
            {t('podcast.download')}
          </a>
          {e.video_url && (
            <>
              {' · '}
              <a href={e.video_url} target="_blank" rel="noopener noreferrer">
                {t('podcast.video')}
                <span className="visually-hidden"> {t('common.new_window')}</span>
              </a>
            </>
          )}
        </p>
      </div>
    </article>
  )
}
