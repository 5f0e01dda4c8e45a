// What an incremental run (--cache) fetches, reuses and renders again, made of plain facts and
// nothing else: no file, request or clock is read here, so every decision is tested with plain
// objects (reuse-plan.test.ts). incremental.ts and run.ts gather the facts and carry the plan out:
//
//   planFetch    once the change feed answered: per content kind and the singletons, take the
//                cached answers, patch the edited items into the cached pages, or ask again
//                (If-None-Match); whether the cached answers count as validated; which kinds a
//                narrow run leaves unread
//   planNarrow   once the paths are known: whether a narrow run stays narrow
//   planReuse    before normalizing: which kinds' files the previous output holds as this run
//                would make them (those are not rendered), and whether its media are kept
//   planItems    once normalized: of the other kinds, the items whose texts may be taken
//   planLate     once the images are made: which of those kinds and items are taken after all
//
// Every decision carries its reason, as the log and RunResult.plan say it.
import { localeCodes } from '../shared/config/locales.js'
import type { ChangedItem } from './changes.js'
import type { Manifest } from './model.js'
import { contentKindNames } from './schemas/changes.js'
import { type ContentKind, contentKinds, listPathOf, type OrderKey, pagination } from './schemas/endpoints.js'

// ── Once the change feed answered ───────────────────────────────────────────────────────────

/** Of a list whose kind's changes are all edits: the ids the feed named and the kind's order, to patch its cached pages with. */
export type ListPatch = { ids: ReadonlySet<number>; order: readonly OrderKey[] }

export type FetchFacts = {
  /** The answer cache as read: its cursor, the code that validated it, the kinds whose lists it holds whole; or why there is none. */
  cache: { cursor: string; validatedBy: string | null; wholeKinds: ReadonlySet<ContentKind> } | { reason: string }
  /** The change feed's answer since the cache's cursor (latest op per item and locale), or 'reset' (410, or no cache). */
  feed: { changed: readonly ChangedItem[] } | 'reset'
  /** The pipeline code's fingerprint now (fingerprint.ts). */
  code: string
  /** Revalidate every answer: the run checks the feed (verify.ts). */
  verify: boolean
  /** The previous output as a narrow run needs it (narrowOutput), or null: the run may not be narrow. */
  output: { usable: boolean; reason: string } | null
}

/** How a content kind's lists are fetched. */
export type KindFetch =
  | { how: 'cache'; reason: string }
  | { how: 'patch'; reason: string; patch: ListPatch }
  | { how: 'ask'; reason: string }
  /** A narrow run: left in the cache as it is, unread. */
  | { how: 'unread'; reason: string }

export type FetchPlan = {
  mode: 'unchanged' | 'incremental' | 'full'
  /** Why everything is fetched (mode `full`), else null. */
  reason: string | null
  changed: readonly ChangedItem[]
  kinds: Record<ContentKind, KindFetch>
  /** The singletons (settings, menus, …): from the cache only when nothing changed (the menus follow the content). */
  singletons: { how: 'cache' | 'ask'; reason: string }
  /** Whether the cached answers count as validated (this code validated them): their content is not checked again. */
  trustCache: { yes: boolean; reason: string }
  /** The kinds a narrow run leaves unread ([] when the run is not narrow), and why it is or is not. */
  narrow: { kinds: ContentKind[]; reason: string }
}

const perKind = (of: (kind: ContentKind) => KindFetch): Record<ContentKind, KindFetch> => Object.fromEntries(contentKindNames.map((kind) => [kind, of(kind)])) as Record<ContentKind, KindFetch> // one entry per kind, as the type says

/**
 * Per kind whose every change is an edit (an added or deleted item changes every page's
 * `meta.total`), the ids the feed named: they are asked for alone (at most one page of them).
 */
export function patchesOf(changed: readonly ChangedItem[]): Map<ContentKind, ListPatch> {
  const ids = new Map<ContentKind, Set<number> | null>()
  for (const c of changed) {
    const set = ids.get(c.kind)
    if (set === null) continue
    if (c.op !== 'upsert') ids.set(c.kind, null)
    else if (set) set.add(c.id)
    else ids.set(c.kind, new Set([c.id]))
  }
  const out = new Map<ContentKind, ListPatch>()
  for (const [kind, set] of ids) if (set && set.size <= pagination.maxPerPage) out.set(kind, { ids: set, order: contentKinds[kind].order })
  return out
}

/** Whether cached answers count as validated: this code validated them (a 304 confirms the body). */
export const cacheTrusted = (validatedBy: string | null, code: string): boolean => validatedBy === code

export function planFetch(facts: FetchFacts): FetchPlan {
  const cache = 'cursor' in facts.cache ? facts.cache : null
  const trustCache = !cache
    ? { yes: false, reason: 'no cache' }
    : cacheTrusted(cache.validatedBy, facts.code)
      ? { yes: true, reason: 'this code validated the cached answers' }
      : { yes: false, reason: 'other code validated the cached answers' }
  if (!cache || facts.feed === 'reset') {
    const reason = 'reason' in facts.cache ? facts.cache.reason : 'cursor rejected (410)'
    return {
      mode: 'full',
      reason,
      changed: [],
      kinds: perKind(() => ({ how: 'ask', reason })),
      singletons: { how: 'ask', reason },
      trustCache,
      narrow: { kinds: [], reason },
    }
  }
  const changed = facts.feed.changed
  const mode = changed.length === 0 ? 'unchanged' : 'incremental'
  const changedKinds = new Set(changed.map((c) => c.kind))
  // A verifying run patches nothing in and reuses nothing unasked: the feed is what it checks.
  const patches = mode === 'incremental' && !facts.verify ? patchesOf(changed) : new Map<ContentKind, ListPatch>()
  const unchangedKinds = contentKindNames.filter((kind) => !changedKinds.has(kind))
  const narrow = narrowKinds(facts, mode, unchangedKinds, cache.wholeKinds)
  const kinds = perKind((kind): KindFetch => {
    if (facts.verify) return { how: 'ask', reason: 'verifying the change feed' }
    if (narrow.kinds.includes(kind)) return { how: 'unread', reason: 'the feed named no change; the previous output has its files' }
    if (!changedKinds.has(kind)) return { how: 'cache', reason: 'the feed named no change' }
    const patch = patches.get(kind)
    if (patch) return { how: 'patch', reason: `the feed named ${patch.ids.size} edited item(s)`, patch }
    return { how: 'ask', reason: 'the feed named an item added, deleted or more than a page edited' }
  })
  const singletons =
    mode === 'unchanged' && !facts.verify
      ? { how: 'cache' as const, reason: 'the feed named no change' }
      : { how: 'ask' as const, reason: facts.verify ? 'verifying the change feed' : 'the content changed (the menus follow it)' }
  return { mode, reason: null, changed, kinds, singletons, trustCache, narrow }
}

function narrowKinds(facts: FetchFacts, mode: FetchPlan['mode'], unchanged: ContentKind[], whole: ReadonlySet<ContentKind>): FetchPlan['narrow'] {
  if (mode !== 'incremental') return { kinds: [], reason: 'nothing changed' }
  if (facts.verify) return { kinds: [], reason: 'verifying the change feed' }
  if (!facts.output) return { kinds: [], reason: 'not asked for' }
  if (!unchanged.every((kind) => whole.has(kind))) return { kinds: [], reason: 'the cache lacks pages of an unchanged kind' }
  if (!facts.output.usable) return { kinds: [], reason: facts.output.reason }
  return { kinds: unchanged, reason: `${unchanged.length} unchanged kinds as the previous output has them` }
}

/** What a narrow run needs of the previous output (run.ts gathers it). */
export type NarrowOutputFacts = {
  /** Its manifest's cursor, source and code (`inputs.code`), and the kinds it has hashes, counts and render facts of; null: no previous output. */
  manifest: { cursor: string | null; source: string; code: string | null; complete: ReadonlySet<ContentKind> } | null
  /** Whether its item paths could be read (normalize.ts NarrowBase). */
  itemPaths: boolean
  /** This run's manifest source and code (reuse.ts codeInput), and the cursor of the cached answers. */
  now: { source: string; code: string; cachedCursor: string }
  changedKinds: ReadonlySet<ContentKind>
}

/** Whether the previous output was made from the cached answers by this code, with what a narrow run takes of the kinds it leaves out. */
export function narrowOutput(facts: NarrowOutputFacts): { usable: boolean; reason: string } {
  const m = facts.manifest
  if (!m) return { usable: false, reason: 'no previous output with render facts' }
  if (m.cursor !== facts.now.cachedCursor) return { usable: false, reason: 'the previous output was not made from the cached answers' }
  if (m.source !== facts.now.source) return { usable: false, reason: 'the previous output is of another source' }
  if (m.code !== facts.now.code) return { usable: false, reason: 'other code made the previous output' }
  if (!contentKindNames.every((kind) => facts.changedKinds.has(kind) || m.complete.has(kind))) return { usable: false, reason: 'the previous output lacks hashes, counts or render facts of a kind' }
  if (!facts.itemPaths) return { usable: false, reason: 'the previous output has no item paths' }
  return { usable: true, reason: 'the previous output was made from the cached answers by this code' }
}

/** Once the paths are known: a narrow run stays narrow only if every item's paths are the previous output's. */
export function planNarrow(pathsNow: string, pathsBefore: string | undefined): { narrow: boolean; reason: string } {
  return pathsNow === pathsBefore ? { narrow: true, reason: 'the paths are the previous output’s' } : { narrow: false, reason: 'the paths changed: the kinds left out are read after all' }
}

// ── Once the source is known ─────────────────────────────────────────────────────────────────────────

/** What the previous output's manifest says of how it was made. */
export type OutputFacts = Pick<Manifest, 'source' | 'cursor' | 'hashes'> & { inputs?: Manifest['inputs'] | undefined }

export type ReuseFacts = {
  /** The previous output (only when the run fetched through the feed, not afresh), or null. */
  previous: OutputFacts | null
  /** The kinds the previous output has render facts of; null: it has none. */
  previousFacts: ReadonlySet<ContentKind> | null
  /** The manifest's `source` this run writes, the cursor of the cached answers it started from (null: none). */
  source: string
  cachedCursor: string | null
  /** Endpoints whose answers differ from the cached ones (incremental.ts). */
  changedEndpoints: readonly string[]
  inputs: Manifest['inputs']
  /** Media: whether the caller asked to keep the previous output's, and whether everything was fetched afresh. */
  reuseMedia: boolean
  fetchedAfresh: boolean
}

export type ReusePlan = {
  /** Kinds whose files and source hashes the previous output holds as this run would make them. */
  kinds: ContentKind[]
  /** Of those, the kinds not rendered: the previous output's render facts stand for them. */
  skipped: ContentKind[]
  /** Whether the previous output's media are kept (those of changed items are downloaded again). */
  keepMedia: boolean
  reasons: { kinds: string; media: string }
}

/** Why the previous output is not what this run would make of the same answers; null: it is. */
function notSameInputs(facts: ReuseFacts): string | null {
  const m = facts.previous
  if (!m) return 'no previous output'
  if (facts.cachedCursor === null || m.cursor !== facts.cachedCursor) return 'the previous output was not made from the cached answers'
  if (m.source !== facts.source) return 'the previous output is of another source'
  if (m.inputs?.code !== facts.inputs.code) return 'other code made the previous output'
  if (m.inputs.paths !== facts.inputs.paths) return 'the paths changed'
  return null
}

/** Before normalizing: the kinds taken whole from the previous output, and its media. */
export function planReuse(facts: ReuseFacts): ReusePlan {
  const m = facts.previous
  // Its media are kept if this code downloaded them: other code may check media otherwise
  // (checkMedia), and a deploy's rebuild fetches through the change feed too.
  const keepMedia = facts.reuseMedia && !facts.fetchedAfresh && m?.inputs?.code === facts.inputs.code
  const media = keepMedia
    ? 'this code downloaded the previous output’s media'
    : !facts.reuseMedia || facts.fetchedAfresh
      ? 'everything is fetched afresh'
      : 'other code downloaded the previous output’s media'
  const not = notSameInputs(facts)
  if (not !== null || !m) return { kinds: [], skipped: [], keepMedia, reasons: { kinds: not ?? '', media } }
  const changed = new Set(facts.changedEndpoints)
  const kinds = contentKindNames.filter((kind) => m.hashes[kind] !== undefined && localeCodes.every((l) => !changed.has(listPathOf(kind, l))))
  const skipped = kinds.filter((kind) => facts.previousFacts?.has(kind) === true)
  return { kinds, skipped, keepMedia, reasons: { kinds: `${kinds.length} kinds whose answers did not change`, media } }
}

/**
 * Once normalized: of the kinds not taken whole, the items whose source hash did not change, by
 * kind. An item's text is a function of its answers in every locale (its source hash), every
 * item's paths, the image index and the code; none when the previous output has no render facts
 * (an item's facts must come back with it).
 */
export function planItems(facts: ReuseFacts, plan: ReusePlan, hashes: Manifest['hashes']): Map<ContentKind, Set<number>> {
  const out = new Map<ContentKind, Set<number>>()
  const m = facts.previous
  if (notSameInputs(facts) !== null || !m || !facts.previousFacts) return out
  for (const kind of contentKindNames) {
    if (plan.kinds.includes(kind)) continue
    const before = m.hashes[kind]
    const after = hashes[kind]
    if (!before || !after) continue
    const ids = new Set<number>()
    for (const [id, hash] of Object.entries(after)) if (before[id] === hash) ids.add(Number(id))
    if (ids.size > 0) out.set(kind, ids)
  }
  return out
}

// ── Once the images are made ────────────────────────────────────────────────────────────────

export type LateFacts = {
  plan: Pick<ReusePlan, 'kinds' | 'skipped'>
  /** The kinds whose items were partly taken from the previous files. */
  partly: readonly ContentKind[]
  /** Whether the image index is the previous output's (the HTML's <picture>s depend on it). */
  imagesSame: boolean
  /** The kinds whose files the previous output still has in every locale. */
  filesThere: ReadonlySet<ContentKind>
}

export type LatePlan = {
  /** The kinds whose files are linked from the previous output. */
  taken: ContentKind[]
  /** Kinds not rendered before that must be rendered now, and why. */
  renderKinds: ContentKind[]
  renderKindsReason: string
  /** Whether the items taken from the previous files are written as they were (the image index is the same)… */
  takeItems: boolean
  /** …or rendered after all (it changed). */
  renderItems: boolean
}

export function planLate(facts: LateFacts): LatePlan {
  const { kinds, skipped } = facts.plan
  // Only the files that are there: the kinds not rendered whose files cannot be taken are rendered now.
  const taken = facts.imagesSame ? kinds.filter((kind) => !skipped.includes(kind) || facts.filesThere.has(kind)) : []
  return {
    taken,
    renderKinds: skipped.filter((kind) => !taken.includes(kind)),
    renderKindsReason: facts.imagesSame ? 'their files are gone' : 'the image index changed',
    takeItems: facts.imagesSame,
    renderItems: !facts.imagesSame && facts.partly.length > 0,
  }
}
