// One client reference on the references page. Its id is the target of the reference's own
// path (`/reference#reference-{id}`, or `/reference/strana/{n}#…` on a later page), which carousels link to.
import type { Infer } from 'superstruct'
import type { Testimonial } from '../../content-pipeline/schemas/content.js'
import { useT } from '../../shared/locales/intl.js'
import { Html } from './Html.js'
import type { ImageData } from '../../page-data/images.js'
import { Picture } from './Picture.js'

export type ReferenceView = {
  id: number
  client: string
  title: string
  perex: string
  body: string
  logo: ImageData
  website: string | null
  testimonial: Infer<typeof Testimonial> | null
  areas: { id: number; name: string; path: string }[]
}

export function ReferenceEntry({ reference: r }: { reference: ReferenceView }) {
  const t = useT()
  return (
    <article id={`reference-${r.id}`} className="reference" aria-labelledby={`reference-${r.id}-title`}>
      <Picture image={r.logo} className="reference__logo" alt={r.client} sizes="10rem" width={160} height={64} />
      <p className="card__label">{r.client}</p>
      <h3 id={`reference-${r.id}-title`}>{r.title}</h3>
      <p className="reference__perex">{r.perex}</p>
      <Html html={r.body} />
      {r.testimonial && (
        <figure className="reference__testimonial">
          <blockquote>
            <p>{r.testimonial.quote}</p>
          </blockquote>
          <figcaption>
            {r.testimonial.author}, {r.testimonial.position}
          </figcaption>
        </figure>
      )}
      {r.areas.length > 0 && (
        <div className="reference__areas">
          <h4>{t('references.areas')}</h4>
          <ul>
            {r.areas.map((a) => (
              <li key={a.id}>
                <a href={a.path}>{a.name}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {r.website && (
        <p>
          <a href={r.website} target="_blank" rel="noopener noreferrer">
            {t('references.website')}
            <span className="visually-hidden"> {t('common.new_window')}</span>
          </a>
        </p>
      )}
    </article>
  )
}
