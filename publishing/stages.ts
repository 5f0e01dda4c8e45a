// The build, in named stages. `npm run build`, `npm run rebuild`, shards and the benchmark all run
// this one sequence; what differs between them is the plan (publishing/plan.ts: pure decisions, with
// the reason for each), and each stage is a module of publishing/stages/ that carries its part out:
//
//   content    the pipeline pulls, validates and writes content/generated (a child process)
//   release    the folder the run writes: a new release, a staging folder over the published one, a shard's
//   search     the search indexes (search/): a full build's first, a rebuild's alongside the pages
//   bundle     `vike build` + `vike prerender` + the page renderer for Node (a full build; publishing/bundle-cache.ts); or media:
//              what the published release lacks (a rebuild); or merge: the shards' folders
//   list       the page worker lists every page; changes: a rebuild's read sets holding a changed key
//   pages      worker threads (one per core) render the pages the plan names and write them at once
//   subscriptions  the Atom feeds and .ics calendars whose content changed (before the pages, which link them)
//   sitemap, redirects, check   sitemap.xml and robots.txt; the 301 map and every host's files; every link
//   compress, size, publish, cleanup   .br/.gz of what changed; the release becomes `dist` in one rename,
//              or a rebuild's staging folder is committed over it (publishing/publish.ts)
import { contentFacts, gatherFacts } from './facts.js'
import { keysToAsk, pageReasonsOf, planContent, planGone, planPages, planSitemap, sitemapDecision } from './plan.js'
import { planRun, type Facts, type RunPlan } from './plan-run.js'
import type { Release } from './publish.js'
import { rebuildChanges, type BuildReport } from './report.js'
import { readStateAsync, type BuildState, type StateAhead } from './state.js'
import { bundleStage } from './stages/bundle.js'
import { compressStage } from './stages/compress.js'
import { contentStage } from './stages/content.js'
import { adoptContentProcess, contentProcessFor, dropHelpersAhead, startHelpersAhead } from './stages/helpers.js'
import { mediaStage } from './stages/media.js'
import { mergedJobs, mergedPool, mergeStage, readShardFolders, writeShard } from './stages/shard.js'
import { writeNextState } from './stages/next-state.js'
import { changesStage, checkStage, linkablePaths, listStage, pagesStage, stageRemovals, startListing, tallyPages, type Listing } from './stages/pages.js'
import { cleanupStage, publishStage, releaseStage, sizeStage, tidyLeftovers } from './stages/release.js'
import { loadRedirectModules, redirectsStage } from './stages/redirects.js'
import { nothingToDo, openRun, type BuildOptions, type Run } from './stages/run.js'
import { searchFirstStage, searchStage, startSearch } from './stages/search.js'
import { applySourceGuard, guardRemovals, pageTypesOf, publishedPageTypes } from './stages/guards.js'
import { sitemapStage } from './stages/sitemap.js'
import { subscriptionsStage } from './subscriptions/stage.js'

// publishing/cli.ts loads this module when a run starts; the receiver's helpers start from it too.
export { startRebuildHelpers } from './stages/helpers.js'

export async function runBuild(options: BuildOptions): Promise<BuildReport> {
  const run = openRun(options)
  try {
    return await build(run)
  } catch (err) {
    return await run.fail(err)
  } finally {
    await run.close()
  }
}

/**
 * The facts, then the plan (publishing/facts.ts, publishing/plan-run.ts): the run's decisions logged and
 * reported, guard 1 applied, the content stage's process kept only when the run fetches.
 */
async function decide(run: Run): Promise<{ facts: Facts; plan: RunPlan }> {
  let planned: RunPlan | null = null
  adoptContentProcess(run, () => planned?.helpersAhead === true)
  tidyLeftovers(run)
  const facts = await gatherFacts(run.options, { code: run.options.codeAtStart })
  const plan = (planned = planRun(facts, run.options))
  run.decide(plan.decisions)
  applySourceGuard(run, facts.source, plan)
  contentProcessFor(run, plan.content, () => plan.helpersAhead)
  for (const line of plan.log) run.log(line)
  if (!plan.incremental) await dropHelpersAhead(run.options)
  return { facts, plan }
}

async function build(run: Run): Promise<BuildReport> {
  const { options } = run
  const { facts, plan } = await decide(run)
  // The one published release: a rebuild builds over it, any run replaces it.
  const published = facts.published?.release ?? null
  if (plan.nothingToDo) return nothingToDo(run, published?.id ?? null, plan.nothingToDo)
  const reading = readPublished(options, published)
  if (plan.fetch) await contentStage(run, plan.fetch)
  if (plan.helpersAhead) startHelpersAhead(run)
  const publishedState = await reading.state
  // The published state an incremental rebuild builds over, keeping its pages.
  const base = plan.incremental ? publishedState : null
  const { hashes, cursor } = contentFacts()
  const content = planContent({ incremental: plan.incremental, releaseId: published?.id ?? '', published: publishedState, hashes })
  run.decide(content.decisions)
  if (content.nothingToDo && !plan.upcomingOver) return nothingToDo(run, published?.id ?? null, content.nothingToDo)
  for (const line of content.log) run.log(line)

  const release = await releaseStage(run, plan, published, options.shard)
  const shards = options.merge ? readShardFolders(options.merge) : null
  const search = startSearch(run, plan, release, content.searchLocales, hashes)
  if (plan.search === 'first') await searchFirstStage(run, search, release)
  const bundle = plan.assets === 'bundle' ? await bundleStage(run, release, facts.code) : null
  const { listing } = await otherAssets(run, { plan, release, shards, hashes, cursor: facts.published?.head?.cursor })
  const { tasks, mapContent, pages } = await listAndPlanPages(run, { plan, release, shards, hashes, listing, changedFiles: content.changedFiles, publishedState, publishedTypes: reading.types })
  // What this run removes: a rebuild's removed pages go from the release and redirect to their
  // list. (A rebuild that renders every page publishes a new release without them: it reports none.)
  const removed = plan.incremental ? pages.removed : []
  stageRemovals(release, removed)
  // Shards write them too: their pages' links to them are checked (the merge writes them again, the same).
  const subscriptions = await subscriptionsStage(run, release, { incremental: plan.incremental, published: publishedState, changedFiles: content.changedFiles, now: facts.now })

  const samples = bundle?.samples(tasks) ?? []
  const statics = linkablePaths(release, publishedState, plan.incremental)
  const redirectModules = loadRedirectModules()
  const pool = shards ? mergedPool(shards) : await pagesStage(run, { plan, release, pages, hashes, statics, state: base, cachedShells: bundle?.shells ?? null }, samples)
  bundle?.keep(pool.shells)
  if (plan.finish === 'shard output' && options.shard) {
    writeShard(run, options.shard, release, tasks, pages, pool, samples)
    return run.finish()
  }
  const { records, written } = tallyPages(run, pool.records, pages.current, base, removed.length)
  const sitemap = planSitemap({ incremental: plan.incremental, published: base?.pages ?? null, removed: removed.length, written })
  run.decide([sitemapDecision(sitemap, plan.incremental)])
  await sitemapStage(run, release, records, sitemap)
  const gone = planGone(publishedState?.gone ?? null, pages.current, removed)
  const hostInputs = await redirectsStage(run, redirectModules, { release, records, statics, gone, mapContent, publishedHostInputs: base?.hostInputs })
  await checkStage(run, release, written, pages.current)
  // The next rebuild's state, made and written into the release now: a rebuild's search step is
  // usually still at work on the other core, and this thread would only wait for it. Nothing after this changes what it holds; a run that fails after it
  // discards the release, the state with it.
  const wrote = writeNextState(
    release.dir,
    { release: release.id, code: facts.code, contentHashes: hashes, cursor, records, pool, gone, staticPaths: statics, hostInputs, subscriptions: subscriptions.facts },
    publishedState,
    base,
  )
  await searchStage(run, plan, search, release)
  await compressStage(run, release, plan.incremental)
  await sizeStage(run, release)
  if (plan.incremental) run.report.changes = rebuildChanges(content.changedFiles, pool.records, pages.render.length, removed)
  await publishStage(run, release, wrote)
  await cleanupStage(run, published)
  return run.finish()
}

/**
 * Read while the content stage runs: a rebuild's published state (also one that renders every
 * page: its redirects and key hashes carry over); for the others, guard 2's page counts.
 */
function readPublished(options: BuildOptions, published: Release | null) {
  return {
    state: options.mode === 'rebuild' && published ? stateOf(published.id, options.stateAhead) : Promise.resolve(null),
    types: options.mode !== 'rebuild' && !options.shard && published ? publishedPageTypes(published) : Promise.resolve(null),
  }
}

/** The release's state: the one read ahead while its files are still those it read, else read now. */
function stateOf(release: string, ahead: StateAhead | undefined): Promise<BuildState | null> {
  return ahead?.release === release && ahead.current() ? ahead.state : readStateAsync(release)
}

/**
 * The page list (a merge's: its shards' records), the keys an incremental rebuild's worker finds
 * changed, and the pages planned from them, reported; then guard 2 on what the plan removes.
 */
async function listAndPlanPages(
  run: Run,
  input: {
    plan: RunPlan
    release: Release
    shards: ReturnType<typeof readShardFolders> | null
    hashes: Record<string, string>
    listing: Promise<Listing> | null
    changedFiles: string[]
    publishedState: BuildState | null
    publishedTypes: Promise<Map<string, string> | null>
  },
) {
  const { plan, shards, publishedState } = input
  const base = plan.incremental ? publishedState : null
  // Which of the published read sets to ask the worker about, found while it lists the pages.
  const asking = base ? keysToAsk(base, input.changedFiles) : null
  const { tasks, mapContent } = shards ? { tasks: mergedJobs(shards), mapContent: null } : await listStage(run, input.release, input.hashes, input.listing)
  const changed = base && asking ? await changesStage(run, base, input.changedFiles, asking) : null
  const pages = planPages({ shape: plan.shape, incremental: plan.incremental, shard: run.options.shard, tasks, published: publishedState?.pages ?? null, changed })
  run.decide(pages.decisions)
  run.report.plan.pages = pageReasonsOf(pages, plan.incremental)
  guardRemovals(run, publishedState ? pageTypesOf(publishedState) : await input.publishedTypes, pages.current)
  return { tasks, mapContent, pages }
}

/**
 * What the bundle stage does not make: a merge's assets from its shards, or a rebuild's media
 * (its worker lists the pages meanwhile: that listing is returned).
 */
async function otherAssets(
  run: Run,
  input: { plan: RunPlan; release: Release; shards: ReturnType<typeof readShardFolders> | null; hashes: Record<string, string>; cursor: string | null | undefined },
): Promise<{ listing: Promise<Listing> | null }> {
  if (input.plan.assets === 'merge' && input.shards) await mergeStage(run, input.release, input.shards)
  if (input.plan.assets !== 'media') return { listing: null }
  const listing = startListing(run, input.hashes)
  await mediaStage(run, input.release, input.cursor)
  return { listing }
}
