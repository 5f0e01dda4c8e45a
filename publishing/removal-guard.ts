// Guard 2 of docs/scheduling.md: a run that would remove many published pages of one type stops
// before publishing. A CMS bug, a half-finished migration or a proxy answering `{"data": []}` looks
// to the build like content deleted on purpose, and a static site's worst day is a successful run
// that publishes the wrong thing (rsync's --max-delete guards the same way).

export type RemovalLimits = {
  /** The share of a type's published pages one run may remove (0.1 = 10 %). */
  share: number
  /** Never more pages of one type than this in one run, whatever the share. */
  max: number
  /**
   * A type may always lose this many pages: one item in both locales twice over. Without it a
   * type of a few pages (9 seminars) could not lose one (2 pages: 11 %).
   */
  floor: number
}

export const defaultRemovalLimits: RemovalLimits = { share: 0.1, max: 200, floor: 4 }

type Env = Readonly<Record<string, string | undefined>>

/** BUILD_MAX_REMOVED_SHARE (0–1) and BUILD_MAX_REMOVED_PAGES override the defaults. */
export function removalLimitsOf(env: Env): RemovalLimits {
  const share = numberSetting(env, 'BUILD_MAX_REMOVED_SHARE', defaultRemovalLimits.share, (n) => n >= 0 && n <= 1, 'a share from 0 to 1 (0.1 = 10 %)')
  const max = numberSetting(env, 'BUILD_MAX_REMOVED_PAGES', defaultRemovalLimits.max, (n) => Number.isInteger(n) && n >= 0, 'a whole number of pages ≥ 0')
  return { share, max, floor: Math.min(defaultRemovalLimits.floor, max) }
}

function numberSetting(env: Env, name: string, fallback: number, valid: (n: number) => boolean, what: string): number {
  const text = env[name]?.trim()
  if (!text) return fallback
  const n = Number(text)
  if (!Number.isFinite(n) || !valid(n)) throw new Error(`${name} must be ${what}, not ${JSON.stringify(text)}`)
  return n
}

export type TypeRemovals = { published: number; removed: number; limit: number; first: string[] }
export type RemovalCheck = {
  /** Per page type (route key) that loses pages. */
  byType: Record<string, TypeRemovals>
  /** The types over their limit, most removed first. */
  over: string[]
}

/** How many of the first removed URLs of a type a refusal names. */
const named = 10

/** The limit of a type with `published` pages: its share, at least the floor, at most the maximum. */
export function removalLimit(published: number, limits: RemovalLimits): number {
  return Math.min(limits.max, Math.max(limits.floor, Math.floor(published * limits.share)))
}

/**
 * The published pages (URL → page type) that `current` no longer has, counted per type against
 * the limits. Pure: the build gives it the published state's pages and this run's page list.
 */
export function checkRemovals(published: ReadonlyMap<string, string>, current: ReadonlySet<string>, limits: RemovalLimits): RemovalCheck {
  const total = new Map<string, number>()
  const removed = new Map<string, string[]>()
  for (const [url, type] of published) {
    total.set(type, (total.get(type) ?? 0) + 1)
    if (current.has(url)) continue
    const list = removed.get(type)
    if (list) list.push(url)
    else removed.set(type, [url])
  }
  const byType: Record<string, TypeRemovals> = {}
  for (const [type, urls] of [...removed].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const pages = total.get(type) ?? urls.length
    byType[type] = { published: pages, removed: urls.length, limit: removalLimit(pages, limits), first: urls.sort().slice(0, named) }
  }
  const over = Object.keys(byType).filter((t) => (byType[t]?.removed ?? 0) > (byType[t]?.limit ?? 0))
  over.sort((a, b) => (byType[b]?.removed ?? 0) - (byType[a]?.removed ?? 0))
  return { byType, over }
}

/** The refusal's text: the types over their limit with their counts and first pages, and the way past it. */
export function removalRefusal(check: RemovalCheck, limits: RemovalLimits): string {
  const lines = check.over.map((type) => {
    const t = check.byType[type]
    if (!t) return type
    return `  ${type}: ${t.removed} of ${t.published} published pages would go (limit ${t.limit}), e.g. ${t.first.join(', ')}`
  })
  return [
    `this run would remove more published pages than allowed (${Math.round(limits.share * 100)} % of a type, at most ${limits.max}); nothing was published:`,
    ...lines,
    '  if the content really lost these pages, run again with --allow-removals (docs/scheduling.md)',
  ].join('\n')
}
