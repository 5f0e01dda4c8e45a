// Stage 4: every Markdown field becomes sanitized HTML (markdown.ts) and every Link field of the
// settings and posters is resolved (links.ts), per locale. Also lists each /media/ path the
// output references, with the first place that references it (the media stage downloads them).
// renderContent does it all in this thread; renderContentAsync takes fields from the render cache
// (markdown-cache.ts) and renders the rest on worker threads (markdown-pool.ts), with the same
// result and the same messages in the same order.
import { type Locale, localeCodes } from '../shared/config/locales.js'
import type { KindContent, LocaleContent } from './model.js'
import { type ContentKind, contentKindList, contentKinds, listPathOf, perKind } from './schemas/endpoints.js'
import { markdownFieldsOf, withMarkdown } from './markdown-schema.js'
import { fromKeys } from '../shared/fromKeys.js'
import { Issues, type Place } from './issues.js'
import { createLinkResolver, type LinkResolver } from './links.js'
import type { MarkdownRenderer } from './markdown.js'
import type { MarkdownCache } from './markdown-cache.js'
import { createFieldRenderer, type FieldTask, type FieldResult, type LinkAnswers } from './markdown-fields.js'
import { defaultWorkers, renderOnWorkers } from './markdown-pool.js'
import type { PathIndex } from './paths.js'
import { isMediaPath } from './schemas/common.js'
import { type PerLocale, perLocale } from '../shared/config/perLocale.js'

export type MediaRefs = Map<string, string>

/**
 * What rendering a content kind's fields gave besides the HTML: the media paths they reference,
 * each with its first referrer, and their warnings in order. An incremental run that takes a kind
 * as it was (reuse.ts) takes these too instead of rendering it.
 */
export type KindFacts = { media: [string, string][]; warnings: string[] }

export type Rendered = { content: PerLocale<LocaleContent>; media: MediaRefs }

type Md = (kind: ContentKind, id: number, field: string, text: string) => string
type LinkField = (href: string, at: Place) => string

const referrer = (where: Place) => `${where.endpoint} · ${where.kind}${where.subject ? ' · ' + where.subject : ''}${where.field ? ' · ' + where.field : ''}`

function mediaRecorder(media: MediaRefs) {
  return (path: string, where: Place) => {
    if (!media.has(path)) media.set(path, referrer(where))
  }
}

/** Facts by content kind, filled in the order rendering reports them (each path once per kind). */
function factsRecorder() {
  const facts = new Map<ContentKind, { media: Map<string, string>; warnings: string[] }>()
  const of = (kind: string) => {
    if (!isContentKind(kind)) return undefined
    let f = facts.get(kind)
    if (!f) facts.set(kind, (f = { media: new Map(), warnings: [] }))
    return f
  }
  return {
    media(kind: string, path: string, from: string) {
      const f = of(kind)
      if (f && !f.media.has(path)) f.media.set(path, from)
    },
    warnings(kind: string, warnings: readonly string[]) {
      of(kind)?.warnings.push(...warnings)
    },
    result(): Partial<Record<ContentKind, KindFacts>> {
      return Object.fromEntries([...facts].map(([kind, f]) => [kind, { media: [...f.media], warnings: f.warnings }]))
    },
  }
}

const isContentKind = (kind: string): kind is ContentKind => Object.hasOwn(contentKinds, kind)

function fieldPlace(locale: Locale, kind: ContentKind, id: number, field: string): Place {
  return { endpoint: `GET ${listPathOf(kind, locale)}`, kind, subject: `id ${id}`, field }
}

/** Each kind's Markdown fields, as its item's struct declares them (markdown-schema.ts). */
const markdownFields = fromKeys<ContentKind, Record<ContentKind, readonly string[]>>(contentKindList, (kind) => markdownFieldsOf(contentKinds[kind].item))

/**
 * One locale's content with every Markdown field passed through `md` and every Link field of the
 * settings and posters through `link`, in one fixed order (the order of messages and of media
 * referrers follows it).
 */
function shapeLocale(c: LocaleContent, locale: Locale, md: Md, link: LinkField): LocaleContent {
  const items: KindContent = c
  const settingsPlace = (subject: string, field: string): Place => ({ endpoint: `GET /api/settings/${locale}`, kind: 'settings', subject, field })
  return {
    ...c,
    ...perKind<'items'>((kind) => items[kind].map((item) => withMarkdown(item, markdownFields[kind], (field, text) => md(kind, item.id, field, text)))),
    settings: {
      ...c.settings,
      contacts: {
        ...c.settings.contacts,
        entries: c.settings.contacts.entries.map((e, i) => ({ ...e, link: link(e.link, settingsPlace('record contacts', `value.entries.${i}.link`)) })),
      },
      topMenu: c.settings.topMenu.map((item, i) => ({
        ...item,
        link: link(item.link, settingsPlace('record topmenu', `value.${i}.link`)),
        submenu: item.submenu.map((s, j) => ({ ...s, link: link(s.link, settingsPlace('record topmenu', `value.${i}.submenu.${j}.link`)) })),
      })),
      bottomMenu: c.settings.bottomMenu.map((group, i) => ({
        ...group,
        links: group.links.map((l, j) => ({ ...l, link: link(l.link, settingsPlace('record bottommenu', `value.${i}.links.${j}.link`)) })),
      })),
    },
    posters: {
      desktop: c.posters.desktop.map((b, i) => ({ ...b, url: b.url === null ? null : link(b.url, posterPlace(locale, 'banner.popup_desktop', i)) })),
      mobile: c.posters.mobile.map((b, i) => ({ ...b, url: b.url === null ? null : link(b.url, posterPlace(locale, 'banner.popup_mobile', i)) })),
    },
  }
}

/**
 * Renders every field here, one after the other with `renderer` (markdown.ts createMarkdownRenderer),
 * for small sources and unit tests (no cache, no workers).
 */
export function renderContent(content: PerLocale<LocaleContent>, links: LinkResolver, issues: Issues, renderer: MarkdownRenderer): Rendered {
  const media: MediaRefs = new Map()
  const addMedia = mediaRecorder(media)
  const rendered = perLocale((locale) =>
    shapeLocale(
      content[locale],
      locale,
      (kind, id, field, text) => renderer.render(text, { locale, where: fieldPlace(locale, kind, id, field), links, issues, media: addMedia }),
      (href, at) => links.resolve(href, locale, at) ?? href,
    ),
  )
  for (const locale of localeCodes) collectMediaFields(rendered[locale], locale, media)
  return { content: rendered, media }
}

/**
 * Items not to render: the caller has their rendered text (reuse-plan.ts planItems). Their Markdown
 * fields come out blank, and what rendering them gave (`facts`, by item key) is replayed in their
 * place, so messages and media references come in the order a full render gives them.
 */
export type ReusedItems = { ids: ReadonlyMap<ContentKind, ReadonlySet<number>>; facts: Readonly<Record<string, KindFacts>> }

/** The key of an item's facts: `{locale}/{kind}#{id}`. */
export const itemFactsKey = (locale: Locale, kind: ContentKind, id: number) => `${locale}/${kind}#${id}`
/** The kind an item's facts key names. */
export const kindOfItemFactsKey = (key: string) => key.slice(key.indexOf('/') + 1, key.lastIndexOf('#'))

export type RenderOptions = {
  /** Rendered fields of earlier runs (markdown-cache.ts); the caller saves it afterwards. */
  cache?: MarkdownCache
  reuse?: ReusedItems
  /** Worker threads for the fields to render (default: one per core); 0 renders them all in this thread. */
  workers?: number
  /** Fewer fields to render than this are rendered in this thread: starting workers costs more (default 2000: about what they take to start). */
  workersFrom?: number
}

export type RenderStats = {
  /** Markdown fields that are not blank. */
  fields: number
  /** Of these, taken from the cache. */
  cached: number
  /** Rendered by this run (in this thread or on `workers` threads). */
  rendered: number
  /** Not in the cache, but the same text in the same locale as a field rendered by this run. */
  reused: number
  workers: number
  /** Items not rendered (in each locale they exist in): their text comes from the previous output. */
  itemsTaken: number
}

/**
 * The same result and the same messages, in the same order, as renderContent, but fields come
 * from the cache when it has them and the rest are rendered on worker threads. Every field's
 * effects (messages, media references) are replayed here in the original order.
 */
// eslint-disable-next-line max-lines-per-function -- replays every field's effects in the original order across the cache and the worker threads; the order is the contract, kept in one place
export async function renderContentAsync(
  content: PerLocale<LocaleContent>,
  paths: PathIndex,
  issues: Issues,
  options: RenderOptions = {},
): Promise<Rendered & { stats: RenderStats; facts: Partial<Record<ContentKind, KindFacts>>; items: Record<string, KindFacts> }> {
  const taken = (kind: ContentKind, id: number) => options.reuse?.ids.get(kind)?.has(id) === true
  // 1. The fields, in the order renderContent renders them.
  const tasks: FieldTask[] = []
  for (const locale of localeCodes) {
    shapeLocale(
      content[locale],
      locale,
      (kind, id, field, text) => {
        if (!taken(kind, id)) tasks.push({ locale, where: fieldPlace(locale, kind, id, field), text })
        return text
      },
      (href) => href,
    )
  }

  // 2. What the cache has (if every link it resolved still resolves the same, silently).
  const { cache } = options
  const results: (FieldResult | undefined)[] = new Array<FieldResult | undefined>(tasks.length)
  const keys: (string | undefined)[] = new Array<string | undefined>(tasks.length)
  const pending: number[] = []
  let fields = 0
  tasks.forEach((task, index) => {
    if (task.text.trim() === '') {
      results[index] = blank
      return
    }
    fields++
    if (cache) {
      const key = cache.key(task.locale, task.text)
      keys[index] = key
      const entry = cache.get(key)
      if (entry && linksStillResolve(entry.links, task, paths)) {
        cache.keep(key, entry)
        results[index] = { html: entry.html, errors: [], warnings: [], media: entry.media, links: entry.links }
        return
      }
    }
    pending.push(index)
  })

  // 3. The rest: here when few, else on worker threads. A text that several fields of a locale
  // share (an FAQ answer, a standard paragraph) is rendered once; its twins take that result when
  // it reported nothing (the same text in the same locale renders the same and resolves the same
  // links), else they are rendered on their own, so each reports with its own place.
  const store = (index: number, result: FieldResult) => {
    results[index] = result
    const key = keys[index]
    if (cache && key !== undefined && result.errors.length === 0 && result.warnings.length === 0) {
      cache.add(key, { html: result.html, media: result.media, links: result.links })
    }
  }
  const firstOf = new Map<string, number>()
  const twins: [number, number][] = []
  const unique: number[] = []
  for (const index of pending) {
    const task = tasks[index]
    if (!task) continue
    const text = `${task.locale}\n${task.text}`
    const first = firstOf.get(text)
    if (first === undefined) {
      firstOf.set(text, index)
      unique.push(index)
    } else {
      twins.push([index, first])
    }
  }
  firstOf.clear()
  const workers = options.workers ?? defaultWorkers()
  let used = 0
  const renderAll = async (indexes: number[]) => {
    if (indexes.length === 0) return
    if (workers > 0 && indexes.length >= (options.workersFrom ?? 2000)) {
      used = Math.max(used, (await renderOnWorkers(tasks, indexes, paths, store, { workers })).workers)
      return
    }
    // Loaded only here: a run whose fields all come from the render cache never loads unified (slow to load).
    const { createMarkdownRenderer } = await import('./markdown.js')
    const render = createFieldRenderer(paths, createMarkdownRenderer())
    for (const index of indexes) {
      const task = tasks[index]
      if (task) store(index, render(task))
    }
  }
  await renderAll(unique)
  const alone: number[] = []
  let reused = 0
  for (const [index, first] of twins) {
    const result = results[first]
    if (result && result.errors.length === 0 && result.warnings.length === 0) {
      results[index] = result
      reused++
    } else {
      alone.push(index)
    }
  }
  await renderAll(alone)

  // 4. The content, replaying each field's messages and media references in order (a taken
  // item's, from its facts, at its first field).
  const media: MediaRefs = new Map()
  const facts = factsRecorder()
  const items: Record<string, KindFacts> = {}
  const itemFacts = (key: string) => (items[key] ??= { media: [], warnings: [] })
  const refer = (kind: ContentKind, key: string, path: string, from: string) => {
    if (!media.has(path)) media.set(path, from)
    facts.media(kind, path, from)
    itemFacts(key).media.push([path, from])
  }
  // Every kind rendered has its facts, empty or not (reuse.ts: a kind with none is rendered again).
  const warn = (kind: ContentKind, key: string, warnings: readonly string[]) => {
    facts.warnings(kind, warnings)
    if (warnings.length === 0) return
    issues.warnings.push(...warnings)
    itemFacts(key).warnings.push(...warnings)
  }
  const links = createLinkResolver(paths, issues)
  let next = 0
  let itemsTaken = 0
  let replayed = ''
  const rendered = perLocale((locale) =>
    shapeLocale(
      content[locale],
      locale,
      (kind, id, _field, text) => {
        const key = itemFactsKey(locale, kind, id)
        if (taken(kind, id)) {
          if (replayed !== key) {
            replayed = key
            itemsTaken++
            const f = options.reuse?.facts[key]
            warn(kind, key, f?.warnings ?? [])
            for (const [path, from] of f?.media ?? []) refer(kind, key, path, from)
          }
          return ''
        }
        const task = tasks[next]
        const result = results[next]
        next++
        if (!task || !result || task.text !== text) throw new Error('render: fields replayed out of order')
        for (const error of result.errors) issues.fail(error)
        warn(kind, key, result.warnings)
        for (const path of result.media) refer(kind, key, path, referrer(task.where))
        return result.html
      },
      (href, at) => links.resolve(href, locale, at) ?? href,
    ),
  )
  for (const locale of localeCodes) collectMediaFields(rendered[locale], locale, media, facts.media)
  return { content: rendered, media, facts: facts.result(), items, stats: { fields, cached: fields - pending.length, rendered: unique.length + alone.length, reused, workers: used, itemsTaken } }
}

const blank: FieldResult = { html: '', errors: [], warnings: [], media: [], links: [] }

/** Whether each link of a cached field still gets the answer it got, without any message. */
function linksStillResolve(answers: LinkAnswers, task: FieldTask, paths: PathIndex): boolean {
  if (answers.length === 0) return true
  const scratch = new Issues()
  const resolver = createLinkResolver(paths, scratch)
  return answers.every(([href, answer]) => (resolver.resolve(href, task.locale, task.where) ?? null) === answer) && !scratch.failed && scratch.warnings.length === 0
}

function posterPlace(locale: Locale, group: string, index: number): Place {
  return { endpoint: `GET /api/poster/all/${locale}`, kind: 'posters', subject: `${group} ${index}`, field: 'url' }
}

/**
 * Media paths in plain fields (image, photo, logo, audio, file.path, a link to a PDF…): any
 * string that is a whole /media/ path. HTML fields never match (they start with `<`).
 */
function collectMediaFields(content: LocaleContent, locale: Locale, media: MediaRefs, onRef: (kind: string, path: string, referrer: string) => void = () => {}) {
  const visit = (value: unknown, kind: string, subject: string, path: string[]) => {
    if (typeof value === 'string') {
      if (!isMediaPath(value)) return
      const from = `${locale} · ${kind}${subject ? ' · ' + subject : ''} · ${path.join('.')}`
      if (!media.has(value)) media.set(value, from)
      onRef(kind, value, from)
      return
    }
    if (Array.isArray(value)) {
      value.forEach((v, i) => {
        const id = typeof v === 'object' && v !== null && 'id' in v && typeof v.id === 'number' && path.length === 0 ? `id ${v.id}` : ''
        visit(v, kind, id || subject, id ? [] : [...path, String(i)])
      })
      return
    }
    if (typeof value === 'object' && value !== null) {
      for (const [key, v] of Object.entries(value)) {
        // A document's `path`/`alternates` are its file's path too: the same file, kept once.
        visit(v, kind, subject, [...path, key])
      }
    }
  }
  for (const [kind, value] of Object.entries(content)) visit(value, kind, '', [])
}
