// A run's first phase (run.ts): fetch the source (in full, or through the change feed and the
// answer cache: incremental.ts), decide with the reuse plan (reuse-plan.ts) what the previous
// output gives, and normalize. A narrow run reads only the kinds the feed named; the others keep
// the previous output's paths, counts and hashes, and are read after all should the paths differ.
import { type Locale, localeCodes } from '../shared/config/locales.js'
import { type PerLocale, perLocale } from '../shared/config/perLocale.js'
import type { ChangedItem } from './changes.js'
import { collectSourceIncremental, type IncrementalSource } from './incremental.js'
import { prelinkMedia } from './media.js'
import type { ItemPaths, Manifest } from './model.js'
import { type NarrowBase, normalize } from './normalize.js'
import { buildPaths, withTablesOf } from './paths.js'
import { codeInput, inputsOf, type PreviousOutput, readItemPaths, readPreviousOutput, takenItems } from './reuse.js'
import { narrowOutput, planItems, planNarrow, planReuse, type ReuseFacts } from './reuse-plan.js'
import type { RunContext } from './run-context.js'
import { contentKindNames } from './schemas/changes.js'
import type { ContentKind } from './schemas/endpoints.js'
import { collectSource, type KindProgress, type Source } from './source.js'
import { driftOf, driftSummary } from './verify.js'

export function formatProgress(p: KindProgress): string {
  const counts = p.shared !== undefined ? `all ${p.shared}` : localeCodes.map((l) => `${l} ${p.counts[l] ?? 0}`).join(' · ')
  return `  ${p.kind.padEnd(18)} ${counts.padEnd(22)} ${String(p.ms).padStart(6)} ms`
}

/** The previous output, read while the API is asked (or before: prepared), when the run is incremental. */
type PreviousReads = { output: Promise<PreviousOutput | null>; itemPaths: Promise<PerLocale<ItemPaths> | null> }

function readPrevious(run: RunContext): PreviousReads {
  const { options } = run
  const readAhead = options.prepared?.current() ? options.prepared : null
  const output = options.incremental ? (readAhead ? readAhead.previous : readPreviousOutput(options.outDir)) : Promise.resolve(null)
  const itemPaths = options.incremental ? (readAhead ? readAhead.itemPaths : readItemPaths(options.outDir)) : Promise.resolve(null)
  output.catch(() => {})
  return { output, itemPaths }
}

/** The source, in full or through the feed; with the item paths a narrow run takes of the kinds it leaves out. */
async function fetchSource(run: RunContext, reads: PreviousReads, sourceLabel: string) {
  const { options, log } = run
  // A narrow run (incremental.ts) needs the previous output made from the cached answers by this
  // code, with what it takes of the kinds it leaves out: their hashes, counts, render facts, item paths.
  const base: { itemPaths: PerLocale<ItemPaths> | null } = { itemPaths: null }
  const narrowIf = async (changedKinds: ReadonlySet<ContentKind>, cachedCursor: string) => {
    const p = await reads.output
    const m = p?.manifest
    const facts = p?.facts
    const itemPaths = await reads.itemPaths
    const complete = new Set(contentKindNames.filter((kind) => m?.hashes[kind] && m.counts[kind] && facts?.kinds[kind]))
    const manifest = m && facts ? { cursor: m.cursor, source: m.source, code: m.inputs?.code ?? null, complete } : null
    const usable = narrowOutput({ manifest, itemPaths: itemPaths !== null, now: { source: sourceLabel, code: codeInput(), cachedCursor }, changedKinds })
    if (usable.usable) base.itemPaths = itemPaths
    return usable
  }
  const expected = async (kind: ContentKind, locale: Locale) => (await reads.output)?.manifest.counts[kind]?.[locale] ?? 0
  const inc = options.incremental
    ? await collectSourceIncremental(run.client, run.issues, {
        cacheFile: options.incremental.cacheFile,
        sourceId: options.incremental.sourceId,
        onKind: (p) => log(formatProgress(p)),
        narrow: narrowIf,
        expected,
        ...(options.incremental.prepared ? { prepared: options.incremental.prepared } : {}),
        ...(options.incremental.verify ? { verify: true } : {}),
      })
    : null
  const source = inc ? inc.source : await collectSource(run.client, run.issues, (p) => log(formatProgress(p)))
  if (!source) throw run.stop('fetch/validate')
  if (inc)
    log(
      `  fetched: ${inc.mode}${inc.reason ? ` (${inc.reason})` : ''}, ${inc.changed.length} changed item(s), ${inc.requests} requests${inc.trustedPages ? `; ${inc.trustedPages} list pages as validated before` : ''}`,
    )
  return { inc, source, itemPaths: base.itemPaths }
}

/**
 * Narrow: the kinds left out keep the previous output's paths. The run stays narrow only if the
 * paths are the same as that output's (then its files of those kinds are this run's: reuse.ts);
 * otherwise the kinds left out are read from the cache after all.
 */
async function narrowed(run: RunContext, inc: IncrementalSource | null, fetched: Source, itemPaths: PerLocale<ItemPaths> | null, previous: PreviousOutput | null) {
  let source = fetched
  let paths = buildPaths(source.content, source.blogCategories)
  let narrow: NarrowBase | undefined
  let inputs: Manifest['inputs'] | undefined
  if (inc?.narrow && itemPaths && previous) {
    const kinds = new Set(inc.narrow.kinds)
    const narrowPaths = withTablesOf(paths, new Map([...kinds].map((kind) => [kind, perLocale((l) => itemPaths[l][kind])])))
    const narrowInputs = inputsOf(narrowPaths)
    if (planNarrow(narrowInputs.paths, previous.manifest.inputs?.paths).narrow) {
      paths = narrowPaths
      inputs = narrowInputs
      const named = new Map<ContentKind, Set<number>>()
      for (const c of inc.changed) named.set(c.kind, (named.get(c.kind) ?? new Set()).add(c.id))
      narrow = { kinds, itemPaths, counts: previous.manifest.counts, hashes: { previous: previous.manifest.hashes, named } }
    }
  }
  const widen = async (): Promise<Source> => {
    const wide = await inc?.narrow?.widen()
    if (!wide) throw run.stop('fetch/validate')
    return wide
  }
  if (inc?.narrow && !narrow) {
    source = await widen()
    paths = buildPaths(source.content, source.blogCategories)
  }
  return { source, paths, narrow, inputs: inputs ?? inputsOf(paths), widen }
}

/**
 * Media paths that changed items mention: fetched again, since a CMS may replace a file in place
 * when its item is edited (the item's updated_at moves then). Every other file is kept.
 */
function mediaOfChanged(source: Source, changed: ChangedItem[]): Set<string> {
  const out = new Set<string>()
  for (const c of changed) {
    for (const locale of localeCodes) {
      const items: readonly { id: number }[] = source.content[c.kind][locale]
      const item = items.find((i) => i.id === c.id)
      if (!item) continue
      for (const m of JSON.stringify(item).matchAll(/\/media\/[^"\s)\\]+/g)) out.add(m[0])
    }
  }
  return out
}

/** The reuse plan's facts of this run, once its source and paths are known. */
function reuseFacts(run: RunContext, inc: IncrementalSource | null, previous: PreviousOutput | null, inputs: Manifest['inputs'], source: string): ReuseFacts {
  const facts = previous?.facts
  return {
    previous: previous?.manifest ?? null,
    previousFacts: facts ? new Set(contentKindNames.filter((kind) => facts.kinds[kind] !== undefined)) : null,
    source,
    cachedCursor: inc?.cachedCursor ?? null,
    changedEndpoints: inc?.changedEndpoints ?? [],
    inputs,
    reuseMedia: run.options.incremental?.reuseMedia === true,
    fetchedAfresh: !inc || inc.mode === 'full',
  }
}

/** The source fetched and normalized, and what the previous output gives of this run's output. */
export async function sourceStep(run: RunContext) {
  const { options, line, issues } = run
  run.log(`fetching ${options.apiUrl}`)
  const reads = readPrevious(run)
  const sourceLabel = options.sourceLabel ?? options.apiUrl
  const fetched = await fetchSource(run, reads, sourceLabel)
  const { inc } = fetched
  const previous = inc && inc.mode !== 'full' ? await reads.output : null
  const { source, paths, narrow, inputs, widen } = await narrowed(run, inc, fetched.source, fetched.itemPaths, previous)
  const facts = reuseFacts(run, inc, previous, inputs, sourceLabel)
  const plan = planReuse(facts)
  const reuseExcept = plan.keepMedia && inc ? mediaOfChanged(source, inc.changed) : null
  // Linked on a worker thread while this one normalizes and renders (media.ts prelinkMedia).
  if (reuseExcept && previous?.manifest.media)
    run.ahead.prelink = prelinkMedia(
      previous.dir,
      previous.manifest.media.filter((path) => !reuseExcept.has(path)),
    )
  const knownHashes = Object.fromEntries(plan.kinds.map((kind) => [kind, previous?.manifest.hashes[kind]]))
  // Every kind a narrow run left out is reusable (its answers and the paths are the previous output's).
  if (narrow && ![...narrow.kinds].every((kind) => plan.kinds.includes(kind)))
    throw new Error(`a narrow run left out kinds that are not reusable: ${[...narrow.kinds].filter((kind) => !plan.kinds.includes(kind)).join(', ')}`)
  const normalized = normalize(source, paths, issues, knownHashes, narrow)
  const verified = options.incremental?.verify ? await verifiedNow(inc, reads.output, normalized.hashes) : undefined
  if (verified?.drift?.length) line('verified', driftSummary(verified.drift))
  else if (verified) line('verified', verified.drift ? 'the change feed missed nothing' : 'everything fetched afresh (no feed to check)')
  if (narrow) line('narrow', `${narrow.kinds.size} unchanged kinds not read (as the previous output has them)`)
  // Of the other kinds, the items whose answers did not change: their texts, from the previous files.
  const candidates = planItems(facts, plan, normalized.hashes)
  const taken = previous && candidates.size > 0 ? await takenItems(previous, candidates, normalized.content) : null
  line('normalized', '')
  const fetchedHow = { mode: inc?.mode ?? 'plain', changed: inc?.changed.length ?? 0, reason: inc?.reason ?? null } as const
  // The content of the kinds a narrow run left out, should they have to be rendered after all (another image index).
  const notRead = { kinds: narrow ? [...narrow.kinds] : [] }
  const widenContent = narrow
    ? async () => {
        // The "narrow" line above said they were not read; they are now.
        line('widened', `${notRead.kinds.length} kinds left out read from the answer cache after all (their files must be rendered)`)
        notRead.kinds = []
        return normalize(await widen(), paths, issues, knownHashes).content
      }
    : null
  return {
    ...normalized,
    notRead,
    paths,
    currencies: source.currencies,
    reuseExcept,
    fetched: fetchedHow,
    sourceCache: inc?.cache ?? null,
    inputs,
    previous,
    plan,
    fetchPlan: inc?.plan ?? null,
    taken,
    widenContent,
    verified,
  }
}

export type SourceStep = Awaited<ReturnType<typeof sourceStep>>

/**
 * What a verifying run found: the items that changed without the feed naming them (verify.ts
 * driftOf), against the previous output's hashes; null when everything was fetched afresh
 * (no cache, a rejected cursor), so there was no feed to check.
 */
async function verifiedNow(inc: IncrementalSource | null, previousRead: Promise<PreviousOutput | null>, hashes: Manifest['hashes']): Promise<NonNullable<Manifest['verified']>> {
  const at = new Date().toISOString()
  const previous = await previousRead
  if (!inc || inc.mode === 'full' || !previous) return { at, drift: null }
  return { at, drift: driftOf(previous.manifest.hashes, hashes, inc.changed) }
}
