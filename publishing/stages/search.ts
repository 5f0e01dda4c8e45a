// The search stage: each locale's search index (search/, run as publishing/search-step.ts). It reads
// only the content, not the pages. A rebuild renders few pages, so the index is built beside them
// on the other core instead of after them (by the search step started ahead: stages/helpers.ts).
// A full build's pages keep every core busy, so there it runs alone (one process per locale, one
// per core), and first: at network scale its processes need ~630 MB, and the main process is
// smallest before the page workers have run in it. A merge builds it after the pages.
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Locale } from '../../shared/config/locales.js'
import { indexDir, indexRoot } from '../../search/paths.js'
import { runChild } from '../children.js'
import { entryArgs } from '../compiled.js'
import { searchHeapFlag } from '../heaps.js'
import type { RunPlan } from '../plan-run.js'
import type { Release } from '../publish.js'
import type { Run } from './run.js'
import { searchStagingOf } from './paths.js'

export type Search = {
  /** The index built alongside the pages (a rebuild's), under way. */
  alongside: Promise<void> | null
  /** Each locale's search documents hash, beside the release (a rebuild keeps a locale's published index when it is the same). */
  hashesOut: string
  hashesBefore: string
  build(into: string): Promise<void>
}

/** Starts a rebuild's index alongside the pages (the search step started ahead writes into the staging folder). */
export function startSearch(run: Run, plan: Pick<RunPlan, 'search'>, release: Release, locales: Locale[], contentHashes: Record<string, string>): Search {
  const hashesOut = join(release.dir, 'search-docs.json')
  const hashesBefore = release.base ? join(release.base, 'search-docs.json') : ''
  const build = (into: string) =>
    runChild(process.execPath, [searchHeapFlag(), ...entryArgs('search'), into, hashesOut, ...(hashesBefore ? [hashesBefore] : [])], { SEARCH_LOCALES: locales.join(',') }, run.log)
  const start = (into: string) => {
    const search = run.helpers.search
    if (!search) return build(into)
    search.send(JSON.stringify({ clientDir: into, hashesOut, hashesBefore: hashesBefore || undefined, locales, contentHashes }))
    return Promise.race([search.done, run.helpers.searchIndexed ?? search.done])
  }
  const alongside = plan.search === 'alongside' ? start(join(release.dir, 'client')) : null
  alongside?.catch(() => {})
  return { alongside, hashesOut, hashesBefore, build }
}

/** A full build's index, first, into a folder of its own (the release's client folder is the bundle stage's to make). */
export async function searchFirstStage(run: Run, search: Search, release: Release): Promise<void> {
  const staging = searchStagingOf(release)
  rmSync(staging, { recursive: true, force: true })
  await run.stage('search', () => search.build(staging))
}

/**
 * The index, once the pages are written and checked: a full build's moves in from where it was
 * built first; a rebuild's is waited for only now (its redirects and checks ran while it was
 * finished); a merge's is built now.
 */
export async function searchStage(run: Run, plan: Pick<RunPlan, 'search'>, search: Search, release: Release): Promise<void> {
  const clientDir = join(release.dir, 'client')
  if (plan.search === 'first') {
    const staging = searchStagingOf(release)
    renameSync(join(staging, ...indexRoot.split('/').filter(Boolean)), join(clientDir, ...indexRoot.split('/').filter(Boolean)))
    rmSync(staging, { recursive: true, force: true })
    return
  }
  const alongside = search.alongside
  await run.stage(
    'search',
    async () => {
      await (alongside ?? search.build(clientDir))
      return rebuiltSearchLocales(release, search.hashesOut, search.hashesBefore)
    },
    (locales) =>
      `${alongside ? 'built alongside the pages; this is the wait after them and the checks; ' : ''}${locales.length ? `written: ${locales.join(', ')}` : 'every locale unchanged: published index kept'}`,
  )
}

/** The locales whose search index the search stage wrote (the others kept the published one, which the commit keeps). */
function rebuiltSearchLocales(release: Release, hashesFile: string, before: string): string[] {
  const now = JSON.parse(readFileSync(hashesFile, 'utf8')) as Record<string, string>
  const then = before && existsSync(before) ? (JSON.parse(readFileSync(before, 'utf8')) as Record<string, string>) : {}
  const written = Object.keys(now).filter((l) => now[l] !== then[l])
  for (const l of written) release.regenerated?.push(`client${indexDir(l).replace(/\/$/, '')}`)
  return written
}
