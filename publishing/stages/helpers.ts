// The processes and the worker a run starts ahead of the stages that use them, so that their
// start-up (loading modules, the renderer) overlaps the content stage, the one the others wait for.
import { existsSync } from 'node:fs'
import { startContentProcess, startSearchProcess, type WaitingProcess } from '../children.js'
import type { ContentSource } from '../plan-run.js'
import { releaseSpareWorker, startListWorker } from '../../renderer/render/pool.js'
import { renderBundle } from './paths.js'
import type { BuildOptions, Run } from './run.js'

/**
 * The content stage's process loads its modules while this one gathers the facts; it
 * waits on its stdin until told how to fetch (stages/content.ts). The one started ahead is the
 * run's from the start (the run stops it whatever happens); at its first line the helpers start
 * when the plan says (startHelpersAhead).
 */
export function adoptContentProcess(run: Run, plannedHelpers: () => boolean): void {
  const given = run.options.contentProcess
  if (!given?.child.alive()) {
    given?.child.stop()
    return
  }
  hookContentProcess(run, given, plannedHelpers)
}

/** Once planned: none is kept when the run does not fetch; one is started when none was given. */
export function contentProcessFor(run: Run, source: ContentSource, plannedHelpers: () => boolean): void {
  if (source !== 'run') {
    run.helpers.content?.stop()
    run.helpers.content = null
    return
  }
  if (!run.helpers.content) hookContentProcess(run, startContentProcess(), plannedHelpers)
}

function hookContentProcess(run: Run, content: WaitingProcess, plannedHelpers: () => boolean): void {
  content.hooks.log = run.log
  content.hooks.onOutput = () => {
    if (plannedHelpers()) startHelpersAhead(run)
  }
  run.helpers.content = content.child
}

/**
 * A rebuild's: the renderer loads in the worker that will list the pages while the content is
 * fetched, and the search step its modules (it waits on its stdin for the staging folder to
 * write into). They start once the content stage's child has printed its first line: on two
 * cores, loading both beside its own start delayed the content stage, the one the others wait
 * for.
 */
export function startHelpersAhead(run: Run): void {
  const { helpers, options } = run
  if (helpers.started) return
  helpers.started = true
  startListWorker(renderBundle())
  let indexed = () => {}
  helpers.searchIndexed = new Promise<void>((resolvePromise) => (indexed = resolvePromise))
  const search = options.searchProcess?.child.alive() ? options.searchProcess : startSearchProcess()
  search.hooks.log = run.log
  // Its one line on stdout comes once the index is written.
  search.hooks.onOutput = () => {
    helpers.searchSaving = true
    indexed()
  }
  helpers.search = search.child
}

/**
 * Helpers started ahead for a rebuild that builds everything after all: the worker has the
 * renderer from before the bundle stage makes it anew.
 */
export async function dropHelpersAhead(options: BuildOptions): Promise<void> {
  options.searchProcess?.child.stop()
  await releaseSpareWorker()
}

/**
 * A webhook's rebuild waiting for its word (publishing/cli.ts rebuild --wait): the page worker that
 * will list the pages loads the renderer and the search step its modules while it waits, not in
 * the run, where they took the cores the content stage needs. Neither reads content before the run.
 */
export function startRebuildHelpers(): { searchProcess: WaitingProcess; stop(): Promise<void> } {
  const bundle = renderBundle()
  if (existsSync(bundle)) startListWorker(bundle)
  const searchProcess = startSearchProcess()
  return {
    searchProcess,
    async stop() {
      searchProcess.child.stop()
      await releaseSpareWorker()
    },
  }
}
