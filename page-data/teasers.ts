// Slim projections of content items for lists: +data returns only what a card renders.
import type { Locale } from '../shared/config/locales.js'
import type { BlogPost, CareerPost, Person, Seminar } from '../content-pipeline/model.js'
import { personName } from '../content-pipeline/kinds.js'
import { byId, content } from './content.js'
import { imageData, type ImageData } from './images.js'
import { buildNow } from '../shared/config/clock.js'

/** What a card renders of a post, a person, a seminar (components/content/Cards.tsx). */
export type PostTeaser = { id: number; title: string; perex: string; path: string; image: ImageData | null; published_at: string; category?: string | null }
export type PersonTeaser = { id: number; name: string; position: string; path: string; photo: ImageData | null }
export type SeminarTeaser = { id: number; title: string; path: string; starts_at: string; ends_at: string; city: string; online: boolean; image: ImageData | null }

export function postTeaser(locale: Locale, post: BlogPost | CareerPost): PostTeaser {
  const category = 'category_id' in post ? (byId(content(locale, 'blogCategories'), post.category_id)?.name ?? null) : null
  return { id: post.id, title: post.title, perex: post.perex, path: post.path, image: imageData(locale, post.image), published_at: post.published_at, category }
}

export function personTeaser(p: Person): PersonTeaser {
  return { id: p.id, name: personName(p), position: p.position, path: p.path, photo: imageData(p.locale, p.photo) }
}

export function seminarTeaser(s: Seminar): SeminarTeaser {
  return { id: s.id, title: s.title, path: s.path, starts_at: s.starts_at, ends_at: s.ends_at, city: s.place.city, online: s.online, image: imageData(s.locale, s.image) }
}

/** Upcoming first (soonest first), then past (latest first), relative to the build's now (shared/config/clock.ts). */
export function splitSeminars<T extends { starts_at: string; ends_at: string }>(seminars: readonly T[], now = buildNow()): { upcoming: T[]; past: T[] } {
  const upcoming = seminars.filter((s) => Date.parse(s.ends_at) >= now).sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at))
  const past = seminars.filter((s) => Date.parse(s.ends_at) < now).sort((a, b) => Date.parse(b.starts_at) - Date.parse(a.starts_at))
  return { upcoming, past }
}

/** People by id in this locale, in the given order, skipping ones that exist only in the other locale. */
export function peopleByIds(locale: Locale, ids: number[]): Person[] {
  const all = content(locale, 'people')
  return ids.flatMap((id) => {
    const p = byId(all, id)
    return p ? [p] : []
  })
}
