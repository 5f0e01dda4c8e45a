// The run's decisions before its content stage, made of the facts publishing/facts.ts gathers and
// nothing else (no file, process or clock is read here): the run's shape, incremental or not, the
// source guard, whether to verify the change feed, whether the feed's "no change" or a seminar
// that is over decides the run. Each decision comes with its reason, which the run logs, writes
// into build-report.json (`plan`) and `--explain` prints. The decisions after the content stage
// (what changed, which pages, the sitemap) are publishing/plan.ts's.
import { verificationDueAt } from '../content-pipeline/verify.js'
import type { Release } from './publish.js'
import type { Shard } from './sharding.js'
import { sourceMismatch, type SourcePin } from './source-pin.js'
import type { StateHead } from './state.js'

export type BuildMode = 'full' | 'rebuild'

/** One decision of the plan: what it is about, what was decided and why (build-report.json `plan.decisions`). */
export type Decision = { about: string; decision: string; reason: string }

/** The published release (`dist`), its source pin and, for a rebuild, its build state's head. */
export type PublishedFacts = { release: Release; pin: SourcePin | null; head: StateHead | null }

/**
 * The API's change feed since the published build's cursor (content-pipeline/changes.ts), and
 * whether content/generated is still what the published build was made of.
 */
export type ChangeFeedFact = { answer: 'no change' | 'changes' | 'reset' | 'unreachable'; contentAsPublished: boolean }

/** Everything the run's decisions are made of, gathered in one step before any of them (publishing/facts.ts gatherFacts). */
export type Facts = {
  /** The run's now (shared/config/clock.ts), in ms. */
  now: number
  /** The code fingerprint now (publishing/code.ts). */
  code: string
  /** Whether the renderer bundle (.build/render/entry.mjs) is there. */
  rendererBuilt: boolean
  /** Whether content/generated holds a content stage's output (a shard or a merge may render it as it is). */
  contentOnDisk: boolean
  /** This run's content source and address (the environment's: publishing/source-pin.ts sourceOfEnv). */
  source: SourcePin
  /** Null: nothing is published. The head is read for a rebuild only. */
  published: PublishedFacts | null
  /**
   * A rebuild's: when this source's change feed was last verified (null: never, or another
   * source's stamp) and how often it is (REBUILD_VERIFY_HOURS). Null for a full build, which fetches everything.
   */
  verification: { lastAt: number | null; intervalHours: number } | null
  /** The feed's answer; null: not asked (not a rebuild, no external API, no cursor, or --verify). */
  changeFeed: ChangeFeedFact | null
}

/** What the command line asks of a run (publishing/stages/run.ts BuildOptions has these and what the run holds). */
export type PlanOptions = {
  mode: BuildMode
  /** The benchmark fetched the content already. */
  skipContent?: boolean | undefined
  shard?: Shard | undefined
  merge?: readonly string[] | undefined
  /** --replace-source: publish over a release pinned to another source (publishing/source-pin.ts). */
  replaceSource?: boolean | undefined
  /** --verify: revalidate every list instead of trusting the change feed. */
  verify?: boolean | undefined
}

/**
 * `run`: the content stage runs (its process, started ahead, is the run's); `reuse`: a shard or a
 * merge renders content/generated as it is (every shard must render the same content); `skip`:
 * the benchmark fetched it already.
 */
export type ContentSource = 'run' | 'reuse' | 'skip'

export function planContentSource(input: { skipContent?: boolean | undefined; sharded: boolean; contentOnDisk: boolean }): ContentSource {
  if (input.sharded && input.contentOnDisk) return 'reuse'
  return input.skipContent ? 'skip' : 'run'
}

export type RunShape = 'full' | 'rebuild' | 'shard' | 'merge'

/** Why a run renders what it renders. */
export type RunReason = 'incremental' | 'full build' | 'shard' | 'merge' | 'code changed' | 'no published state' | 'no renderer bundle' | 'source replaced'

/** A run that ends before it writes anything: what it logs and reports. */
export type NothingToDo = { log: string; reason: string }

export const noChangeInFeed: NothingToDo = { log: 'the API reports no change since the published build: nothing to do', reason: 'no change (change feed)' }
export const noContentChanged: NothingToDo = { log: 'no content changed since the published build: nothing to do', reason: 'no change' }

export type RunPlan = {
  shape: RunShape
  content: ContentSource
  /** Renders only the pages whose content changed, into a staging folder over the published release. */
  incremental: boolean
  reason: RunReason
  /** Guard 1: the message the run stops with (another source than the published release's, no --replace-source). */
  refusal: string | null
  /** --replace-source past the pin: the published state describes other content, so everything is built. */
  sourceReplaced: boolean
  /** A rebuild revalidates every list through the feed (content-pipeline/verify.ts). */
  verify: boolean
  /** Something the published feeds list as upcoming is over: the run goes on without a content change. */
  upcomingOver: boolean
  /** Set: the run ends before its content stage (the change feed reports no change). */
  nothingToDo: NothingToDo | null
  /** Every decision above with its reason. */
  decisions: Decision[]
  /** Lines the run logs once it has decided. */
  log: string[]
  /** How the content stage fetches (null: it does not run); `verify`: through the feed, every list revalidated. */
  fetch: 'incremental' | 'verify' | 'full' | null
  /** The page worker and the search step start ahead, while the content stage runs. */
  helpersAhead: boolean
  /** Where the run writes: a new release, a staging folder over the published one, a shard folder. */
  folder: 'new' | 'staging' | 'shard'
  /** What the run takes the client assets, the renderer and the media from. */
  assets: 'bundle' | 'media' | 'merge'
  /**
   * The search index: first (a full build: alone on every core, before the workers run), alongside
   * the pages (a rebuild: on the other core), after the pages (a merge), none (a shard).
   */
  search: 'first' | 'alongside' | 'after' | 'none'
  /** The end: commit the staging folder, point `dist` at the new release, or write the shard's output. */
  finish: 'commit' | 'publish' | 'shard output'
}

export function planRun(facts: Facts, options: PlanOptions): RunPlan {
  const shape: RunShape = options.shard ? 'shard' : options.merge ? 'merge' : options.mode
  const sharded = shape === 'shard' || shape === 'merge'
  const content = planContentSource({ skipContent: options.skipContent, sharded, contentOnDisk: facts.contentOnDisk })
  const guard = planSource(facts, options)
  // A rebuild builds over the published release; a full build does not look at its state.
  const over = shape === 'rebuild' ? facts.published : null
  const head = over?.head ?? null
  const sameCode = head?.code === facts.code
  const incremental = over !== null && head !== null && sameCode && facts.rendererBuilt && !guard.replaced
  const reason: RunReason = incremental
    ? 'incremental'
    : shape !== 'rebuild'
      ? shape === 'full'
        ? 'full build'
        : shape
      : guard.replaced
        ? 'source replaced'
        : head && !sameCode
          ? 'code changed'
          : head
            ? 'no renderer bundle'
            : 'no published state'
  const verify = over !== null ? planVerify(facts, options) : { value: false, reason: null }
  const upcoming = incremental ? upcomingOver(head, facts.now) : null
  // A rebuild fetches through the change feed even when it renders every page (the code changed
  // since the published build): the cached answers are as good for new code as for the old (when
  // its own code changed, the pipeline validates them again and downloads the media again:
  // incremental.ts, run.ts). Only `npm run build` fetches everything afresh.
  const throughFeed = over !== null
  const fetch = content !== 'run' ? null : throughFeed ? (verify.value ? 'verify' : 'incremental') : 'full'
  const feed = planFeed(facts.changeFeed, { incremental, verifying: verify.value, cursor: Boolean(head?.cursor), content, upcoming: upcoming !== null })
  const decisions: Decision[] = [
    { about: 'source', decision: guard.decision, reason: guard.reason },
    { about: 'run', decision: incremental ? 'incremental: only what changed' : `everything (${shape})`, reason: runReasonText(reason, over?.release.id ?? null) },
    {
      about: 'content',
      decision:
        fetch === null
          ? content === 'reuse'
            ? 'content/generated as it is'
            : 'not fetched'
          : { incremental: 'fetch through the change feed', verify: 'revalidate every list', full: 'fetch everything' }[fetch],
      reason:
        content === 'reuse'
          ? 'a shard or a merge renders the content on disk: every shard must render the same'
          : content === 'skip'
            ? 'fetched before the run (the benchmark)'
            : throughFeed
              ? `a rebuild over ${over.release.id} reuses its answers`
              : shape === 'rebuild'
                ? 'nothing is published to fetch over'
                : 'a full build fetches afresh',
    },
  ]
  if (verify.reason) decisions.push({ about: 'verify', decision: verify.value ? 'verify the change feed' : 'trust the change feed', reason: verify.reason })
  if (upcoming !== null || incremental)
    decisions.push({ about: 'upcoming', decision: upcoming ? 'feeds and calendars of seminars written again' : 'nothing listed as upcoming is over', reason: upcoming ?? `now ${iso(facts.now)}` })
  decisions.push({ about: 'change feed', decision: feed.decision, reason: feed.reason })
  return {
    shape,
    content,
    incremental,
    reason,
    refusal: guard.refusal,
    sourceReplaced: guard.replaced,
    verify: verify.value,
    upcomingOver: upcoming !== null,
    nothingToDo: feed.nothingToDo ? noChangeInFeed : null,
    decisions,
    log: runLog({ guard, shape, incremental, reason, verify: throughFeed && verify.value && content === 'run', content, upcoming: upcoming !== null }),
    fetch,
    helpersAhead: incremental,
    folder: shape === 'shard' ? 'shard' : incremental ? 'staging' : 'new',
    assets: shape === 'merge' ? 'merge' : incremental ? 'media' : 'bundle',
    search: shape === 'shard' ? 'none' : incremental ? 'alongside' : shape === 'merge' ? 'after' : 'first',
    finish: shape === 'shard' ? 'shard output' : incremental ? 'commit' : 'publish',
  }
}

const iso = (ms: number) => new Date(ms).toISOString()

/** Guard 1: this run's source against the published release's pin (a shard publishes nothing; its merge is checked). */
function planSource(facts: Facts, options: PlanOptions): { decision: string; reason: string; refusal: string | null; replaced: boolean; mismatch: string | null } {
  const none = { refusal: null, replaced: false, mismatch: null }
  if (options.shard) return { ...none, decision: 'not checked', reason: 'a shard publishes nothing; its merge is checked' }
  if (!facts.published) return { ...none, decision: 'any', reason: 'nothing is published yet' }
  const mismatch = sourceMismatch(facts.source, facts.published.pin)
  if (mismatch === null)
    return {
      ...none,
      decision: 'the published one',
      reason: facts.published.pin ? `${facts.source.content} for ${facts.source.siteUrl}, as ${facts.published.release.id} is pinned to` : `${facts.published.release.id} has no pin`,
    }
  if (!options.replaceSource) return { ...none, mismatch, decision: 'refused (guard 1)', reason: mismatch, refusal: mismatch }
  return { mismatch, decision: 'replaced (--replace-source)', reason: mismatch.split('. ')[0] ?? mismatch, refusal: null, replaced: true }
}

/** Whether a rebuild verifies the change feed: asked to, or its last verification of this source is older than REBUILD_VERIFY_HOURS (a full build's fetch counts as one). */
function planVerify(facts: Facts, options: PlanOptions): { value: boolean; reason: string | null } {
  if (options.verify) return { value: true, reason: '--verify' }
  if (!facts.verification) return { value: false, reason: null }
  const { lastAt, intervalHours } = facts.verification
  if (lastAt === null) return { value: true, reason: `this source (${facts.source.content}) was never verified` }
  const hours = (facts.now - lastAt) / 3_600_000
  return { value: verificationDueAt(lastAt, facts.now, intervalHours), reason: `last verified ${hours.toFixed(1)} h ago (${iso(lastAt)}); REBUILD_VERIFY_HOURS ${intervalHours}` }
}

/** The seminar the published feeds list as upcoming that is over by now (its reason), or null. */
function upcomingOver(head: Pick<StateHead, 'subscriptionsValidUntil'> | null, now: number): string | null {
  return subscriptionsExpired(head, now) ? `the first seminar the feeds list as upcoming ended at ${iso(head?.subscriptionsValidUntil ?? 0)}; now ${iso(now)}` : null
}

/** Whether the change feed's answer ends the run before its content stage. */
function planFeed(
  feed: ChangeFeedFact | null,
  run: { incremental: boolean; verifying: boolean; cursor: boolean; content: ContentSource; upcoming: boolean },
): { nothingToDo: boolean; decision: string; reason: string } {
  const trusted = run.incremental && !run.verifying && run.cursor && run.content === 'run'
  const notAsked = (reason: string) => ({ nothingToDo: false, decision: 'not asked', reason })
  if (!trusted)
    return notAsked(!run.incremental ? 'the run is not incremental' : run.verifying ? 'the run verifies every list' : run.content !== 'run' ? 'no content stage' : 'the published build has no cursor')
  if (!feed) return notAsked('no external API: the embedded sample answers in the content stage')
  if (feed.answer !== 'no change')
    return { nothingToDo: false, decision: 'fetch', reason: { changes: 'the feed names changes', reset: 'the feed was reset', unreachable: 'the feed did not answer' }[feed.answer] }
  if (!feed.contentAsPublished) return { nothingToDo: false, decision: 'fetch', reason: 'no change in the feed, but content/generated is not what the published build used' }
  if (run.upcoming) return { nothingToDo: false, decision: 'go on', reason: 'no change in the feed, but a seminar listed as upcoming is over' }
  return { nothingToDo: true, decision: 'nothing to do', reason: 'no change since the published build, and content/generated is what it used' }
}

function runReasonText(reason: RunReason, over: string | null): string {
  return {
    incremental: `the published build ${over ?? ''} has state of this code and a renderer bundle`,
    'full build': '`npm run build` renders every page',
    shard: 'a shard renders its share of every page',
    merge: "a merge assembles the shards' pages",
    'code changed': 'the code changed since the published build',
    'no published state': 'no published release with build state',
    'no renderer bundle': 'no renderer bundle (.build/render/entry.mjs)',
    'source replaced': 'the content source is replaced: the published state is of other content',
  }[reason]
}

/** What the run logs once it has decided (the same lines before the plan had its decisions). */
function runLog(input: {
  guard: { replaced: boolean; mismatch: string | null }
  shape: RunShape
  incremental: boolean
  reason: RunReason
  verify: boolean
  content: ContentSource
  upcoming: boolean
}): string[] {
  const log: string[] = []
  if (input.guard.replaced && input.guard.mismatch) log.push(`  --replace-source: ${input.guard.mismatch.split('. ')[0] ?? input.guard.mismatch}`)
  if (input.shape === 'rebuild' && !input.incremental)
    log.push(
      input.reason === 'source replaced'
        ? '  the content source is replaced: building everything'
        : input.reason === 'code changed'
          ? '  the code changed since the published build: building everything'
          : '  no published release with build state: building everything',
    )
  if (input.verify) log.push('  verifying the change feed: every list revalidated')
  if (input.content === 'reuse') log.push('  content: using content/generated as it is (every shard must render the same content)')
  if (input.upcoming) log.push('  a seminar the feeds list as upcoming is over: the feeds and calendars that list it are written again')
  return log
}

const expired = (validUntil: number | null | undefined, now: number) => validUntil !== null && validUntil !== undefined && validUntil < now

/**
 * Whether a rebuild must run although the content is the same: something upcoming is over (the
 * state head's earliest `validUntil` has passed). Then it does not stop at "nothing to do".
 */
export function subscriptionsExpired(head: { subscriptionsValidUntil?: number | null } | null, now: number): boolean {
  return expired(head?.subscriptionsValidUntil, now)
}
