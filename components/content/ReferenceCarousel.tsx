// Partner-logo carousel with testimonials (spec §2). One slide visible, previous/next buttons,
// the slide region is announced politely; without JS every slide is listed.
import { useState } from 'react'
import { useT } from '../../shared/locales/intl.js'
import { useEnhanced } from './useEnhanced.js'
import type { ReferenceSlide } from '../../page-data/referenceSlides.js'
import { Picture } from './Picture.js'

export function ReferenceCarousel({ items }: { items: ReferenceSlide[] }) {
  const t = useT()
  const [index, setIndex] = useState(0)
  const enhanced = useEnhanced()
  if (items.length === 0) return null
  const go = (delta: number) => setIndex((i) => (i + delta + items.length) % items.length)
  return (
    <section className="section carousel" aria-roledescription="carousel" aria-labelledby="carousel-title">
      <h2 id="carousel-title">{t('references.carousel_title')}</h2>
      <div className="carousel__slides" aria-live="polite">
        {items.map((item, i) => (
          <figure key={item.id} className="carousel__slide" aria-roledescription="slide" aria-label={t('references.slide', { n: i + 1, total: items.length })} hidden={enhanced && i !== index}>
            <a href={item.path}>
              <Picture image={item.logo} alt={item.client} sizes="10rem" width={160} height={64} />
            </a>
            {item.testimonial && (
              <>
                <blockquote>
                  <p>{item.testimonial.quote}</p>
                </blockquote>
                <figcaption>
                  {item.testimonial.author}, {item.testimonial.position}
                </figcaption>
              </>
            )}
          </figure>
        ))}
      </div>
      {enhanced && items.length > 1 && (
        <div className="carousel__controls">
          <button type="button" onClick={() => go(-1)}>
            {t('references.prev')}
          </button>
          <button type="button" onClick={() => go(1)}>
            {t('references.next')}
          </button>
        </div>
      )}
    </section>
  )
}
