// Which media files the dataset references and what each one depicts. Every MediaPath field and
// every /media/ URL inside Markdown (images and links) is collected; the context (whose photo,
// which document) lets the generators draw an initials avatar or print the document's text.
import type { Locale } from '../../../shared/config/locales.js'
import { localeCodes } from '../../../shared/config/locales.js'
import type { Dataset } from '../dataset-types.js'
import { sceneForPath, type PhotoScene } from './photo.js'
import { rasterFormatOf, type RasterFormat } from './raster.js'

export type DocumentText = { locale: Locale; title: string; description: string; category: string }

export type MediaSource =
  | { kind: 'image'; style: 'avatar' | 'logo' | 'art' | 'icon'; path: string; title: string; name: string }
  /** A JPEG/PNG photograph (raster.ts): a portrait for people, else the scene its path suggests. */
  | { kind: 'photo'; path: string; title: string; name: string; scene: PhotoScene; format: RasterFormat }
  | { kind: 'pdf'; path: string; title: string; texts: DocumentText[] }
  | { kind: 'audio'; path: string; title: string; seconds: number }

export type MediaCatalog = { sources: Map<string, MediaSource>; problems: string[] }

const MEDIA_PATH = /^\/media\/[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/
const MD_LINK = /(!?)\[([^\]]*)\]\(\s*<?(\/media\/[A-Za-z0-9._/-]+?)>?(?:\s+"[^"]*")?\s*\)/g
const MD_REFERENCE = /^\s{0,3}\[[^\]]+\]:\s*<?(\/media\/[A-Za-z0-9._/-]+)/gm

/** `label`: an image's alt text; `anchor`: a link's text. */
type Hit = { path: string; label: string | undefined; anchor?: string }

/** All /media/ paths in a string: the whole string, or links and images inside Markdown. */
function mediaInString(text: string): Hit[] {
  if (MEDIA_PATH.test(text)) return [{ path: text, label: undefined }]
  if (!text.includes('/media/')) return []
  const hits: Hit[] = []
  for (const m of text.matchAll(MD_LINK)) {
    const path = m[3]!.replace(/\.+$/, '')
    const textPart = m[2]?.trim() || undefined
    hits.push(m[1] ? { path, label: textPart } : { path, label: undefined, ...(textPart ? { anchor: textPart } : {}) })
  }
  for (const m of text.matchAll(MD_REFERENCE)) hits.push({ path: m[1]!.replace(/\.+$/, ''), label: undefined })
  return hits
}

const LABEL_KEYS = ['title', 'name', 'client', 'text', 'question'] as const

function labelOf(value: Record<string, unknown>): string | undefined {
  for (const key of LABEL_KEYS) {
    const v = value[key]
    if (typeof v === 'string' && v.trim()) return v.trim()
  }
  return undefined
}

/** Deep walk; the label of the nearest enclosing object with a title/name/text names the file. */
function walk(value: unknown, label: string, visit: (hit: Hit, label: string) => void): void {
  if (typeof value === 'string') {
    for (const hit of mediaInString(value)) visit(hit, label)
  } else if (Array.isArray(value)) {
    for (const v of value) walk(v, label, visit)
  } else if (typeof value === 'object' && value !== null) {
    const record: Record<string, unknown> = { ...value }
    const own = labelOf(record) ?? label
    for (const v of Object.values(record)) walk(v, own, visit)
  }
}

function firstBlock<B>(entry: Partial<Record<Locale, B>>): B | undefined {
  for (const l of localeCodes) if (entry[l]) return entry[l]
  return undefined
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

function extension(path: string): string {
  const m = /\.([A-Za-z0-9]+)$/.exec(path)
  return m ? m[1]!.toLowerCase() : ''
}

export function collectMedia(dataset: Dataset): MediaCatalog {
  const sources = new Map<string, MediaSource>()
  const problems: string[] = []
  const image = (path: string, style: 'avatar' | 'logo' | 'art' | 'icon', title: string, name = title): void => {
    if (sources.has(path)) return
    const format = rasterFormatOf(path)
    if (format) {
      // Pool photos (generated datasets) are shared by many people: they show nobody by name.
      const who = style === 'avatar' && !path.includes('/photos/') ? name : ''
      sources.set(path, { kind: 'photo', path, title, name: who, scene: style === 'avatar' ? 'portrait' : sceneForPath(path), format })
      return
    }
    if (extension(path) !== 'svg') {
      problems.push(`${path}: images must be .svg, .jpg or .png (referenced by "${title}")`)
      return
    }
    const iconLike = /\/(icons?|social)\//.test(path)
    sources.set(path, { kind: 'image', style: style === 'art' && iconLike ? 'icon' : style, path, title, name })
  }
  const any = (hit: Hit, label: string): void => {
    const { path } = hit
    if (sources.has(path)) return
    const ext = extension(path)
    const title = hit.label ?? label
    if (ext === 'svg' || rasterFormatOf(path)) image(path, 'art', title)
    else if (ext === 'pdf') {
      // A PDF linked from Markdown only: titled after the item that links it, described by the link text.
      const description = hit.anchor ? cap(hit.anchor) : title
      sources.set(path, { kind: 'pdf', path, title, texts: [{ locale: 'cs', title, description, category: '' }] })
    } else if (ext === 'wav') sources.set(path, { kind: 'audio', path, title, seconds: 3 })
    else problems.push(`${path}: unsupported media type .${ext} (referenced by "${label}")`)
  }

  // Specific sources first: they know what the file shows.
  for (const p of dataset.people) {
    const name = [p.degree_before, p.firstname, p.lastname].filter(Boolean).join(' ') + (p.degree_after ? `, ${p.degree_after}` : '')
    if (p.photo) image(p.photo, 'avatar', name, `${p.firstname} ${p.lastname}`)
  }
  for (const g of dataset.podcastGuests) {
    const block = firstBlock(g)
    if (g.photo && block) image(g.photo, 'avatar', block.name, block.name)
  }
  for (const r of dataset.references) {
    const block = firstBlock(r)
    if (block) image(r.logo, 'logo', `${block.client} – logo`, block.client)
  }
  for (const d of dataset.documents) {
    const texts = localeCodes.flatMap((locale) => {
      const b = d[locale]
      return b ? [{ locale, title: b.title, description: b.description, category: b.category }] : []
    })
    const path = d.file.path
    if (sources.has(path) || texts.length === 0) continue
    if (extension(path) !== 'pdf') problems.push(`${path}: document files must be .pdf`)
    else sources.set(path, { kind: 'pdf', path, title: texts[0]!.title, texts })
  }
  for (const e of dataset.podcastEpisodes) {
    const block = firstBlock(e)
    const title = block ? `#${e.number} ${block.title}` : `#${e.number}`
    if (sources.has(e.audio)) continue
    if (extension(e.audio) !== 'wav') problems.push(`${e.audio}: podcast audio must be .wav`)
    else sources.set(e.audio, { kind: 'audio', path: e.audio, title, seconds: 3 + (e.number % 3) })
  }

  // Then everything else: image fields, Markdown images and links, settings and posters.
  const kinds = [
    dataset.serviceGroups,
    dataset.services,
    dataset.people,
    dataset.blogPosts,
    dataset.careerPosts,
    dataset.jobs,
    dataset.seminars,
    dataset.glossary,
    dataset.references,
    dataset.documents,
    dataset.podcastEpisodes,
    dataset.podcastGuests,
    dataset.pages,
  ]
  for (const entries of kinds) {
    for (const entry of entries) {
      const block: unknown = firstBlock<unknown>(entry)
      const label = (typeof block === 'object' && block !== null ? labelOf({ ...block }) : undefined) ?? 'Korvina'
      walk(entry, label, any)
    }
  }
  walk(dataset.settings, 'Korvina', any)
  walk(dataset.posters, 'Korvina', any)
  walk(dataset.catalogCategories, 'Korvina', any)
  return { sources, problems }
}
