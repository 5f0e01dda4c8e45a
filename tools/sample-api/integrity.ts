// Checks a dataset the way the pipeline will consume it: every item projected into every locale
// it exists in must satisfy the API structs, the singletons theirs, and every cross-reference
// (ids, `app://` links in the same locale, media files) must resolve. The tests run it on the
// sample content and on generated datasets; it returns readable problems instead of throwing.
import { localeCodes, type Locale } from '../../shared/config/locales.js'
import { routes, type RouteKey } from '../../shared/config/routes.js'
import { type ContentKind, contentKinds, type SingletonKind, singletonKinds } from '../../content-pipeline/schemas/endpoints.js'
import type { Dataset } from './dataset-types.js'
import { collectMedia } from './media/collect.js'
import { type AuthoredEntry, ContentIndex } from './project.js'
import { Catalog } from './routes/cart.js'

const APP_LINK = /app:\/\/([a-z-]+)\/([A-Za-z0-9]+)/g
const kindByLinkKind = new Map<string, ContentKind>((Object.keys(contentKinds) as ContentKind[]).map((k) => [contentKinds[k].linkKind, k]))
const routeKeys = new Set<string>(Object.keys(routes))

function isRouteKey(key: string): key is RouteKey {
  return routeKeys.has(key)
}

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) for (const v of value) strings(v, out)
  else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) strings(v, out)
  return out
}

export function checkDataset(dataset: Dataset): string[] {
  const problems: string[] = []
  const index = new ContentIndex(dataset)
  const exists = (kind: ContentKind, id: number, locale?: Locale): boolean => {
    const e = index.entry(kind, id)
    return !!e && (locale === undefined || !!e[locale])
  }

  /** `app://` links inside `text` must point at something that exists in `locale`. */
  const checkLinks = (where: string, text: string, locale: Locale): void => {
    for (const [, linkKind = '', target = ''] of text.matchAll(APP_LINK)) {
      if (linkKind === 'route') {
        if (!isRouteKey(target)) problems.push(`${where}: app://route/${target} is not a route`)
        else if (routes[target][locale].includes(':')) problems.push(`${where}: app://route/${target} needs parameters`)
        continue
      }
      const kind = kindByLinkKind.get(linkKind)
      if (!kind) problems.push(`${where}: unknown link kind app://${linkKind}/`)
      else if (!/^\d+$/.test(target) || !exists(kind, Number(target))) problems.push(`${where}: app://${linkKind}/${target} does not exist`)
      else if (!exists(kind, Number(target), locale)) problems.push(`${where}: app://${linkKind}/${target} does not exist in ${locale}`)
    }
  }

  // 1. Every kind: unique ids, at least one locale, valid API items, unique slugs, links.
  for (const kind of Object.keys(contentKinds) as ContentKind[]) {
    const entries: readonly AuthoredEntry[] = dataset[kind]
    const seen = new Set<number>()
    const slugs = new Map<string, number>()
    for (const entry of entries) {
      const where = `${kind} ${entry.id}`
      if (seen.has(entry.id)) problems.push(`${where}: duplicate id`)
      seen.add(entry.id)
      if (!localeCodes.some((l) => entry[l])) problems.push(`${where}: has no locale block`)
    }
    for (const locale of localeCodes) {
      for (const item of index.list(kind, locale)) {
        const where = `${kind} ${item.id} (${locale})`
        const [error] = contentKinds[kind].item.validate(item)
        if (error) for (const f of error.failures()) problems.push(`${where}: ${f.path.join('.') || '(item)'}: ${f.message}`)
        // Services share their group's URL, so their slugs must differ within a group.
        const scope = kind === 'services' ? `${String(item['group_id'])}/` : ''
        const other = slugs.get(`${locale}/${scope}${item.slug}`)
        if (other !== undefined) problems.push(`${where}: slug "${item.slug}" also used by ${other}`)
        slugs.set(`${locale}/${scope}${item.slug}`, item.id)
        for (const text of strings(item)) checkLinks(where, text, locale)
      }
    }
  }

  // 2. Cross-references by id.
  const ref = (where: string, kind: ContentKind, id: number | null): void => {
    if (id !== null && !exists(kind, id)) problems.push(`${where}: ${kind} ${id} does not exist`)
  }
  const blogCategoryIds = new Set(dataset.blogCategories.map((c) => c.id))
  for (const s of dataset.services) {
    ref(`services ${s.id} group_id`, 'serviceGroups', s.group_id)
    for (const p of s.contact_person_ids) ref(`services ${s.id} contact_person_ids`, 'people', p)
  }
  for (const p of dataset.people) for (const g of p.service_group_ids) ref(`people ${p.id} service_group_ids`, 'serviceGroups', g)
  for (const b of dataset.blogPosts) {
    if (!blogCategoryIds.has(b.category_id)) problems.push(`blogPosts ${b.id}: blog category ${b.category_id} does not exist`)
    ref(`blogPosts ${b.id} author_id`, 'people', b.author_id)
  }
  for (const c of dataset.careerPosts) ref(`careerPosts ${c.id} author_id`, 'people', c.author_id)
  for (const j of dataset.jobs) {
    ref(`jobs ${j.id} service_group_id`, 'serviceGroups', j.service_group_id)
    ref(`jobs ${j.id} contact_person_id`, 'people', j.contact_person_id)
  }
  for (const s of dataset.seminars) {
    ref(`seminars ${s.id} service_group_id`, 'serviceGroups', s.service_group_id)
    for (const p of s.lecturer_ids) ref(`seminars ${s.id} lecturer_ids`, 'people', p)
    if (Date.parse(s.ends_at) < Date.parse(s.starts_at)) problems.push(`seminars ${s.id}: ends before it starts`)
  }
  for (const g of dataset.glossary) {
    for (const r of g.related_ids) {
      ref(`glossary ${g.id} related_ids`, 'glossary', r)
      if (r === g.id) problems.push(`glossary ${g.id}: related to itself`)
    }
    ref(`glossary ${g.id} service_group_id`, 'serviceGroups', g.service_group_id)
  }
  for (const r of dataset.references) for (const g of r.service_group_ids) ref(`references ${r.id} service_group_ids`, 'serviceGroups', g)
  for (const e of dataset.podcastEpisodes) for (const g of e.guest_ids) ref(`podcastEpisodes ${e.id} guest_ids`, 'podcastGuests', g)
  const routeKeysUsed = new Map<string, number>()
  for (const p of dataset.pages) {
    if (p.route_key === null) continue
    const other = routeKeysUsed.get(p.route_key)
    if (other !== undefined) problems.push(`pages ${p.id}: route_key ${p.route_key} also used by page ${other}`)
    routeKeysUsed.set(p.route_key, p.id)
  }
  for (const locale of localeCodes) {
    if (!exists('pages', 1, locale)) problems.push(`pages 1 (terms and personal data) is missing in ${locale}`)
  }

  // 3. Singletons (settings with the services menu filled, as served) and their links.
  const singletonData: { [K in SingletonKind]: (l: Locale) => unknown } = {
    settings: (l) => index.settings(l),
    posters: (l) => dataset.posters[l],
    blogCategories: () => dataset.blogCategories,
    currencies: () => dataset.currencies,
    countries: (l) => dataset.countries[l],
    catalogCategories: (l) => dataset.catalogCategories[l],
    products: (l) => new Catalog(dataset).list(l),
  }
  for (const kind of Object.keys(singletonKinds) as SingletonKind[]) {
    const locales = singletonKinds[kind].path.includes('{locale}') ? localeCodes : localeCodes.slice(0, 1)
    for (const locale of locales) {
      const data = singletonData[kind](locale)
      const [error] = singletonKinds[kind].struct.validate(data)
      if (error) for (const f of error.failures()) problems.push(`${kind} (${locale}): ${f.path.join('.')}: ${f.message}`)
      for (const text of strings(data)) checkLinks(`${kind} (${locale})`, text, locale)
    }
  }
  for (const locale of localeCodes) {
    const menu = dataset.settings[locale].find((r) => r.name === 'topmenu')
    if (!menu || menu.name !== 'topmenu' || !menu.value.some((i) => i.link === 'app://route/services')) {
      problems.push(`settings (${locale}): topmenu has no item linking app://route/services`)
    }
  }

  // 4. Media: generatable types in the folders the contract allows.
  const media = collectMedia(dataset)
  problems.push(...media.problems)
  for (const path of media.sources.keys()) {
    if (path.endsWith('.pdf') && !path.startsWith('/media/documents/')) problems.push(`${path}: PDFs belong under /media/documents/`)
    if (path.endsWith('.wav') && !path.startsWith('/media/podcast/')) problems.push(`${path}: audio belongs under /media/podcast/`)
  }
  return problems
}
