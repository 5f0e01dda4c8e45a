// The build, in named stages. `npm run build`, `npm run rebuild`, shards and the benchmark all run
// this one sequence; what differs between them is the plan (build/plan.ts: pure decisions, with
// the reason for each), and each stage is a module of build/stages/ that carries its part out:
//
//   content    the pipeline pulls, validates and writes content/generated (a child process)
//   release    the folder the run writes: a new release, a staging folder over the published one, a shard's
//   search     the search indexes (search/): a full build's first, a rebuild's alongside the pages
//   bundle     `vike build` + `vike prerender` + the page renderer for Node (a full build; build/bundle-cache.ts); or media:
//              what the published release lacks (a rebuild); or merge: the shards' folders
//   list       the page worker lists every page; changes: a rebuild's read sets holding a changed key
//   pages      worker threads (one per core) render the pages the plan names and write them at once
//   subscriptions  the Atom feeds and .ics calendars whose content changed (before the pages, which link them)
//   sitemap, redirects, check   sitemap.xml and robots.txt; the 301 map and every host's files; every link
//   compress, size, publish, cleanup   .br/.gz of what changed; the release becomes `dist` in one rename,
//              or a rebuild's staging folder is committed over it (build/publish.ts)
import { existsSync } from 'node:fs'
import { codeFingerprint } from './code.js'
import { keysToAsk, noChangeInFeed, planContent, planContentSource, planGone, planPages, planRun, planSitemap, subscriptionsExpired, type RunPlan } from './plan.js'
import { publishedRelease } from './publish.js'
import { rebuildChanges, type BuildReport } from './report.js'
import { readStateAsync, readStateHead } from './state.js'
import { bundleStage } from './stages/bundle.js'
import { compressStage } from './stages/compress.js'
import { contentNow, contentOnDisk, contentStage, feedReportsNoChange, verificationDueNow } from './stages/content.js'
import { dropHelpersAhead, startHelpersAhead, takeContentProcess } from './stages/helpers.js'
import { mediaStage } from './stages/media.js'
import { mergedJobs, mergedPool, mergeStage, readShardFolders, writeShard } from './stages/shard.js'
import { writeNextState } from './stages/next-state.js'
import { changesStage, checkStage, linkablePaths, listStage, pagesStage, stageRemovals, startListing, tallyPages, type Listing } from './stages/pages.js'
import { renderBundle } from './stages/paths.js'
import { cleanupStage, publishStage, releaseStage, sizeStage, tidyLeftovers } from './stages/publish.js'
import { loadRedirectModules, redirectsStage } from './stages/redirects.js'
import { nothingToDo, openRun, type BuildOptions } from './stages/run.js'
import { searchFirstStage, searchStage, startSearch } from './stages/search.js'
import { checkSource, guardRemovals, pageTypesOf, publishedPageTypes } from './stages/guards.js'
import { sitemapStage } from './stages/sitemap.js'
import { subscriptionsStage } from './stages/subscriptions.js'
import { buildNow } from '../config/clock.js'

// build/cli.ts loads this module when a run starts; the receiver's helpers start from it too.
export { startRebuildHelpers } from './stages/helpers.js'

export async function runBuild(options: BuildOptions): Promise<BuildReport> {
  const run = openRun(options)
  let plan: RunPlan | null = null
  try {
    const sharded = Boolean(options.shard || options.merge)
    const source = planContentSource({ skipContent: options.skipContent, sharded, contentOnDisk: sharded && contentOnDisk() })
    takeContentProcess(run, source, () => plan?.helpersAhead === true)
    tidyLeftovers(run)
    // Guard 1: the content source is pinned (a shard publishes nothing; its merge is checked).
    const publishedNow = publishedRelease()
    const sourceReplaced = checkSource(run, publishedNow)
    const published = options.mode === 'rebuild' ? publishedNow : null
    // The state's head decides; the state itself is read while the content stage runs.
    const head = published ? readStateHead(published.id) : null
    const code = codeFingerprint()
    plan = planRun({
      mode: options.mode,
      shard: options.shard,
      merge: options.merge,
      content: source,
      published,
      head,
      code,
      rendererBuilt: existsSync(renderBundle()),
      sourceReplaced,
      verify: published !== null && verificationDueNow(options.verify),
    })
    for (const line of plan.log) run.log(line)
    if (!plan.incremental) await dropHelpersAhead(options)
    // With no content change a rebuild still runs once an upcoming seminar is over (its feeds and calendar).
    const now = buildNow()
    const upcomingMoved = plan.incremental && subscriptionsExpired(head, now)
    if (upcomingMoved) run.log('  a seminar the feeds list as upcoming is over: the feeds and calendars that list it are written again')
    if (plan.askChangeFeed && head && !upcomingMoved && (await feedReportsNoChange(head))) return nothingToDo(run, published?.id ?? null, noChangeInFeed)
    const stateReading = published ? readStateAsync(published.id) : Promise.resolve(null)
    // Guard 2 counts the published pages by type: a rebuild has them in its state, a full build or a merge reads them.
    const publishedTypes = !published && !options.shard && publishedNow ? publishedPageTypes(publishedNow) : Promise.resolve(null)
    if (plan.fetch) await contentStage(run, plan.fetch)
    if (plan.helpersAhead) startHelpersAhead(run)
    // The published state as read: a rebuild's, also one that renders every page (its redirects and
    // key hashes carry over); `over`: an incremental rebuild's, whose pages it keeps.
    const state = await stateReading
    const over = plan.incremental ? state : null
    const { hashes, cursor } = contentNow()
    const content = planContent({ incremental: plan.incremental, releaseId: published?.id ?? '', published: state, hashes })
    if (content.nothingToDo && !upcomingMoved) return nothingToDo(run, published?.id ?? null, content.nothingToDo)
    for (const line of content.log) run.log(line)

    const release = await releaseStage(run, plan, published, options.shard)
    const replacedBefore = publishedRelease()
    const shards = options.merge ? readShardFolders(options.merge) : null
    const search = startSearch(run, plan, release, content.searchLocales, hashes)
    if (plan.search === 'first') await searchFirstStage(run, search, release)
    let listing: Promise<Listing> | null = null
    const bundle = plan.assets === 'bundle' ? await bundleStage(run, release, code) : null
    if (plan.assets === 'merge' && shards) await mergeStage(run, release, shards)
    else if (!bundle) {
      listing = startListing(run, hashes)
      await mediaStage(run, release, head?.cursor)
    }
    // Which of the published read sets to ask the worker about, found while it lists the pages.
    const asking = over ? keysToAsk(over, content.changedFiles) : null
    const listed = shards ? { jobs: mergedJobs(shards), mapContent: null } : await listStage(run, release, hashes, listing)
    const dirty = over && asking ? await changesStage(run, over, content.changedFiles, asking) : null
    const pages = planPages({ shape: plan.shape, incremental: plan.incremental, shard: options.shard, jobs: listed.jobs, published: state?.pages ?? null, dirty })
    guardRemovals(run, state ? pageTypesOf(state) : await publishedTypes, pages.current)
    // What this run removes: a rebuild's removed pages go from the release and redirect to their
    // list. (A rebuild that renders every page publishes a new release without them: it reports none.)
    const removed = plan.incremental ? pages.removed : []
    stageRemovals(release, removed)
    // Shards write them too: their pages' links to them are checked (the merge writes them again, the same).
    const subscriptions = await subscriptionsStage(run, release, { incremental: plan.incremental, published: state, changedFiles: content.changedFiles, now })

    const samples = bundle?.samples(listed.jobs) ?? []
    const statics = linkablePaths(release, state, plan.incremental)
    const redirectModules = loadRedirectModules()
    const pool = shards ? mergedPool(shards) : await pagesStage(run, { plan, release, pages, hashes, statics, state: over, cachedShells: bundle?.shells ?? null }, samples)
    bundle?.keep(pool.shells)
    if (plan.finish === 'shard output' && options.shard) {
      writeShard(run, options.shard, release, listed.jobs, pages, pool, samples)
      return run.finish()
    }
    const { records, written } = tallyPages(run, pool.records, pages.current, over, removed.length)
    await sitemapStage(run, release, records, planSitemap({ incremental: plan.incremental, published: over?.pages ?? null, removed: removed.length, written }))
    const gone = planGone(state?.gone ?? null, pages.current, removed)
    const hostInputs = await redirectsStage(run, redirectModules, { release, records, statics, gone, mapContent: listed.mapContent, publishedHostInputs: over?.hostInputs })
    await checkStage(run, release, written, pages.current)
    // The next rebuild's state, made and written into the release now: a rebuild's search step is
    // usually still at work on the other core, and this thread would only wait for
    // it. Nothing after this changes what it holds; a run that fails after it
    // discards the release, the state with it.
    const wrote = writeNextState(
      release.dir,
      { release: release.id, code, contentHashes: hashes, cursor, records, pool, gone, staticPaths: statics, hostInputs, subscriptions: subscriptions.facts },
      state,
      over,
    )
    await searchStage(run, plan, search, release)
    await compressStage(run, release, plan.incremental)
    await sizeStage(run, release)
    if (plan.incremental) run.report.changes = rebuildChanges(content.changedFiles, pool.records, pages.render.length, removed)
    await publishStage(run, release, wrote)
    await cleanupStage(run, published ?? replacedBefore)
    return run.finish()
  } catch (err) {
    return await run.fail(err)
  } finally {
    await run.close()
  }
}
