// Slides of the reference carousel: featured references in editorial order. Server only.
import type { Locale } from '../config/locales.js'
import type { ReferenceSlide } from '../components/content/ReferenceCarousel.js'
import { content } from './content.js'
import { imageData } from './images.js'

export function featuredSlides(locale: Locale): ReferenceSlide[] {
  return content(locale, 'references')
    .filter((r) => r.is_featured)
    .sort((a, b) => a.sort - b.sort)
    .map((r) => ({ id: r.id, client: r.client, logo: imageData(locale, r.logo), path: r.path, testimonial: r.testimonial }))
}
