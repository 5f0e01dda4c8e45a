// The run's decisions from plain facts (no file, clock or network): what publishing/facts.ts would
// gather, written out.
import { describe, expect, it } from 'vitest'
import { noChangeInFeed, planContentSource, planRun, type Facts, type PlanOptions } from './plan-run.js'

const hour = 3_600_000
const now = Date.parse('2027-03-01T09:00:00Z')
const head = { version: 1 as const, code: 'c1', cursor: 'k9', contentHashes: { 'cs/blogPosts': 'a' }, subscriptionsValidUntil: now + 24 * hour }
const source = { content: 'https://cms.example', siteUrl: 'https://www.korvina.example' }
/** A rebuild over a published build of the same code, verified an hour ago, the feed not asked. */
const facts: Facts = {
  now,
  code: 'c1',
  rendererBuilt: true,
  contentOnDisk: true,
  source,
  published: { release: { id: 'r1', dir: '/releases/r1' }, pin: source, head },
  verification: { lastAt: now - hour, intervalHours: 24 },
  changeFeed: null,
}
const rebuild: PlanOptions = { mode: 'rebuild' }
const about = (plan: { decisions: { about: string; decision: string; reason: string }[] }, topic: string) => plan.decisions.find((d) => d.about === topic)

describe('planContentSource', () => {
  it('runs the content stage unless the benchmark skips it or a shard finds content on disk', () => {
    expect(planContentSource({ sharded: false, contentOnDisk: true })).toBe('run')
    expect(planContentSource({ sharded: false, contentOnDisk: false, skipContent: true })).toBe('skip')
    expect(planContentSource({ sharded: true, contentOnDisk: true })).toBe('reuse')
    expect(planContentSource({ sharded: true, contentOnDisk: false })).toBe('run')
  })
})

describe('planRun: the run', () => {
  it('a rebuild over a published build of the same code is incremental, and says so', () => {
    const plan = planRun(facts, rebuild)
    expect(plan).toMatchObject({
      shape: 'rebuild',
      content: 'run',
      incremental: true,
      reason: 'incremental',
      refusal: null,
      verify: false,
      upcomingOver: false,
      nothingToDo: null,
      log: [],
      fetch: 'incremental',
      helpersAhead: true,
      folder: 'staging',
      assets: 'media',
      search: 'alongside',
      finish: 'commit',
    })
    expect(about(plan, 'run')).toEqual({ about: 'run', decision: 'incremental: only what changed', reason: 'the published build r1 has state of this code and a renderer bundle' })
    expect(about(plan, 'source')?.decision).toBe('the published one')
  })

  it('new code builds everything, still fetching through the change feed', () => {
    const plan = planRun({ ...facts, code: 'c2' }, rebuild)
    expect(plan).toMatchObject({ incremental: false, reason: 'code changed', fetch: 'incremental', helpersAhead: false, folder: 'new', assets: 'bundle', search: 'first', finish: 'publish' })
    expect(plan.log).toEqual(['  the code changed since the published build: building everything'])
    expect(about(plan, 'run')).toEqual({ about: 'run', decision: 'everything (rebuild)', reason: 'the code changed since the published build' })
    expect(about(plan, 'change feed')).toMatchObject({ decision: 'not asked', reason: 'the run is not incremental' })
  })

  it('no published release, no state or no renderer bundle: builds everything', () => {
    const none = planRun({ ...facts, published: null }, rebuild)
    expect(none).toMatchObject({ incremental: false, reason: 'no published state', fetch: 'full' })
    expect(none.log).toEqual(['  no published release with build state: building everything'])
    expect(about(none, 'source')).toMatchObject({ decision: 'any', reason: 'nothing is published yet' })
    expect(planRun({ ...facts, published: { ...facts.published!, head: null } }, rebuild)).toMatchObject({ reason: 'no published state', fetch: 'incremental' })
    expect(planRun({ ...facts, rendererBuilt: false }, rebuild)).toMatchObject({ incremental: false, reason: 'no renderer bundle' })
  })

  it('a full build fetches everything, searches first and publishes a new release, whatever is published', () => {
    const plan = planRun(facts, { mode: 'full' })
    expect(plan).toMatchObject({ shape: 'full', incremental: false, reason: 'full build', log: [], fetch: 'full', folder: 'new', assets: 'bundle', search: 'first', finish: 'publish', verify: false })
    expect(about(plan, 'verify')).toBeUndefined()
  })

  it('a shard renders the content on disk into its folder; a merge takes the shards and indexes after the pages', () => {
    const shard = planRun({ ...facts, published: null }, { mode: 'full', shard: { index: 2, count: 4 } })
    expect(shard).toMatchObject({ shape: 'shard', content: 'reuse', reason: 'shard', fetch: null, folder: 'shard', assets: 'bundle', search: 'none', finish: 'shard output' })
    expect(shard.log).toEqual(['  content: using content/generated as it is (every shard must render the same content)'])
    const merge = planRun({ ...facts, contentOnDisk: false }, { mode: 'full', merge: ['a', 'b'] })
    expect(merge).toMatchObject({ shape: 'merge', reason: 'merge', fetch: 'full', folder: 'new', assets: 'merge', search: 'after', finish: 'publish' })
  })
})

describe('planRun: guard 1, the source', () => {
  const other = { ...source, content: 'embedded sample API' }

  it('another source than the published pin refuses the run, with the reason', () => {
    const plan = planRun({ ...facts, source: other }, rebuild)
    expect(plan.refusal).toMatch(/^this run's source is not the published site's: content from embedded sample API, but the published site's came from https:\/\/cms.example/)
    expect(about(plan, 'source')?.decision).toBe('refused (guard 1)')
  })

  it('--replace-source goes through and builds everything: the published state is of other content', () => {
    const plan = planRun({ ...facts, source: other }, { ...rebuild, replaceSource: true })
    expect(plan).toMatchObject({ refusal: null, sourceReplaced: true, incremental: false, reason: 'source replaced', fetch: 'incremental', folder: 'new' })
    expect(plan.log).toEqual([expect.stringMatching(/^ {2}--replace-source: this run's source is not the published site's/), '  the content source is replaced: building everything'])
  })

  it('a shard is not checked (its merge is)', () => {
    expect(planRun({ ...facts, source: other }, { mode: 'full', shard: { index: 1, count: 2 } }).refusal).toBeNull()
  })
})

describe('planRun: verifying the change feed', () => {
  it('trusts the feed verified within REBUILD_VERIFY_HOURS, verifies once they have passed, or when never verified', () => {
    expect(about(planRun(facts, rebuild), 'verify')).toEqual({
      about: 'verify',
      decision: 'trust the change feed',
      reason: 'last verified 1.0 h ago (2027-03-01T08:00:00.000Z); REBUILD_VERIFY_HOURS 24',
    })
    const due = planRun({ ...facts, verification: { lastAt: now - 25 * hour, intervalHours: 24 } }, rebuild)
    expect(due).toMatchObject({ verify: true, fetch: 'verify', incremental: true })
    expect(due.log).toEqual(['  verifying the change feed: every list revalidated'])
    expect(about(due, 'verify')?.reason).toBe('last verified 25.0 h ago (2027-02-28T08:00:00.000Z); REBUILD_VERIFY_HOURS 24')
    const never = planRun({ ...facts, verification: { lastAt: null, intervalHours: 24 } }, rebuild)
    expect(about(never, 'verify')).toEqual({ about: 'verify', decision: 'verify the change feed', reason: 'this source (https://cms.example) was never verified' })
  })

  it('--verify verifies, and the feed\'s "no change" does not end the run', () => {
    const plan = planRun({ ...facts, changeFeed: { answer: 'no change', contentAsPublished: true } }, { ...rebuild, verify: true })
    expect(plan).toMatchObject({ verify: true, fetch: 'verify', nothingToDo: null })
    expect(about(plan, 'verify')?.reason).toBe('--verify')
    expect(about(plan, 'change feed')).toMatchObject({ decision: 'not asked', reason: 'the run verifies every list' })
  })
})

describe('planRun: the change feed and what is upcoming', () => {
  const noChange = { answer: 'no change' as const, contentAsPublished: true }

  it("the feed's no change, with the content on disk as published, ends the run before its content stage", () => {
    const plan = planRun({ ...facts, changeFeed: noChange }, rebuild)
    expect(plan.nothingToDo).toBe(noChangeInFeed)
    expect(about(plan, 'change feed')).toMatchObject({ decision: 'nothing to do' })
  })

  it('goes on when the feed names changes, was reset or did not answer, or the content on disk is not what was published', () => {
    for (const answer of ['changes', 'reset', 'unreachable'] as const) expect(planRun({ ...facts, changeFeed: { answer, contentAsPublished: false } }, rebuild).nothingToDo).toBeNull()
    const edited = planRun({ ...facts, changeFeed: { ...noChange, contentAsPublished: false } }, rebuild)
    expect(edited.nothingToDo).toBeNull()
    expect(about(edited, 'change feed')?.reason).toBe('no change in the feed, but content/generated is not what the published build used')
  })

  it('a seminar listed as upcoming that is over keeps the run going although the feed reports no change', () => {
    const later = head.subscriptionsValidUntil + 1
    const plan = planRun({ ...facts, now: later, verification: { lastAt: later - hour, intervalHours: 24 }, changeFeed: noChange }, rebuild)
    expect(plan).toMatchObject({ upcomingOver: true, verify: false, nothingToDo: null })
    expect(about(plan, 'change feed')).toMatchObject({ decision: 'go on', reason: 'no change in the feed, but a seminar listed as upcoming is over' })
    expect(plan.log).toContain('  a seminar the feeds list as upcoming is over: the feeds and calendars that list it are written again')
    expect(about(plan, 'upcoming')?.reason).toBe('the first seminar the feeds list as upcoming ended at 2027-03-02T09:00:00.000Z; now 2027-03-02T09:00:00.001Z')
    expect(planRun(facts, rebuild).upcomingOver).toBe(false)
  })

  it('the feed is not trusted without a cursor or a content stage', () => {
    const noCursor = { ...facts, published: { ...facts.published!, head: { ...head, cursor: null } }, changeFeed: noChange }
    expect(planRun(noCursor, rebuild).nothingToDo).toBeNull()
    expect(planRun({ ...facts, changeFeed: noChange }, { ...rebuild, skipContent: true })).toMatchObject({ nothingToDo: null, fetch: null })
  })
})
