// Slides of the reference carousels: references in the editors' order, at most
// `constants.carouselSlides` (a network firm has more clients than a carousel can show: at --scale
// 20000, 119 featured references were ~90 KB of the references and about pages, 206 testimonials
// ~85 KB of the home page). Server only.
import { constants } from '../shared/config/constants.js'
import type { Locale } from '../shared/config/locales.js'
import type { Reference } from '../content-pipeline/model.js'
import type { Testimonial } from '../content-pipeline/schemas/content.js'
import { bySortKey } from '../content-pipeline/listOrder.js'
import { content } from './content.js'
import { imageData, type ImageData } from './images.js'

/** A slide of components/content/ReferenceCarousel.tsx. */
export type ReferenceSlide = { id: number; client: string; logo: ImageData; path: string; testimonial: Testimonial | null }

function slides(locale: Locale, which: (r: Reference) => boolean): ReferenceSlide[] {
  return bySortKey(content(locale, 'references').filter(which))
    .slice(0, constants.carouselSlides)
    .map((r) => ({ id: r.id, client: r.client, logo: imageData(locale, r.logo), path: r.path, testimonial: r.testimonial }))
}

/** The featured references (references and about pages). */
export const featuredSlides = (locale: Locale) => slides(locale, (r) => r.is_featured)

/** The references with a testimonial (home page). */
export const testimonialSlides = (locale: Locale) => slides(locale, (r) => r.testimonial !== null)
