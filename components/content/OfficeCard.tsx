// One office: name, postal address, phone, e-mail and — when the settings give one — a map link.
import type { Office } from '../../content-pipeline/schemas/settings.js'
import type { ImageData } from '../../page-data/images.js'
import { useT } from '../../shared/locales/intl.js'
import { Picture } from './Picture.js'
import { telHref } from './ContactLinks.js'

/** `image`: the office's photograph (settings `image`), resolved by the page's data. */
export function OfficeCard({ office: o, image }: { office: Office; image: ImageData | null }) {
  const t = useT()
  return (
    <article className="card office-card">
      {image && <Picture image={image} className="office-card__photo" alt="" sizes="(min-width: 768px) 36rem, calc(100vw - 2.5rem)" width={800} height={450} />}
      <h3>{o.name}</h3>
      <address>
        {o.street}
        <br />
        {o.zip} {o.city}
        <br />
        <a href={telHref(o.phone)}>{o.phone}</a>
        <br />
        <a href={`mailto:${o.email}`}>{o.email}</a>
      </address>
      {/* map_url is a free string in the settings schema: only https links are rendered. */}
      {o.map_url?.startsWith('https://') && (
        <p>
          <a href={o.map_url} target="_blank" rel="noopener noreferrer">
            {t('contacts.map')}
            <span className="visually-hidden"> {t('common.new_window')}</span>
          </a>
        </p>
      )}
    </article>
  )
}
