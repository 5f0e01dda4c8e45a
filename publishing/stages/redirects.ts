// The redirects stage: the 301 map, validated, and every host's files (hosting/redirects/, hosting/),
// kept as published when what they are made of is the published build's.
import { join } from 'node:path'
import { fileForUrl, resolveStaticIn } from '../../hosting/staticFiles.js'
import { existsIn, hostFiles, type Release } from '../publish.js'
import type { PageFacts } from './next-state.js'
import type { Run } from './run.js'

/**
 * What the redirects stage runs (the map, the host files): imported by a run that gets there,
 * while the worker renders (this thread waits): importing them is a measurable part of a
 * rebuild's redirects stage. Not before: a no-change rebuild should not pay for them.
 */
export function loadRedirectModules() {
  const modules = Promise.all([
    import('../../hosting/redirects/cli.js'),
    import('../../hosting/redirects/build.js'),
    import('../../hosting/redirects/mapContent.js'),
    import('../../hosting/headers.js'),
  ])
  modules.catch(() => {})
  return modules
}

export type RedirectsInput = {
  release: Release
  records: Map<string, PageFacts>
  statics: string[]
  gone: Record<string, string>
  /** A hash of what the redirect map reads of the content, from the worker that listed the pages (null: a merge, which computes it). */
  mapContent: string | null
  /** The published build's host inputs, when the run is incremental: the same keep its host files. */
  publishedHostInputs: string | undefined
}

/** Writes the host files (or keeps the published ones); returns what they were made from (the state keeps it). */
export async function redirectsStage(run: Run, modules: ReturnType<typeof loadRedirectModules>, input: RedirectsInput): Promise<string> {
  const { release, records, gone } = input
  const pageFiles = [...records.keys()].map(fileForUrl).concat(notFoundFiles(release)).sort()
  const knownFiles = [...new Set([...input.statics.map((p) => p.slice(1)), ...pageFiles])].sort()
  const scriptHashes = [...new Set([...records.values()].flatMap((r) => r.scripts))].sort()
  const scriptsByPage = [...records].map(([url, r]) => [url, r.scripts] as const)
  let hostInputs = ''
  await run.stage(
    'redirects',
    async () => {
      const [{ writeHostFilesStep, leftOutWarning }, { hostInputsFingerprint }, { mapContentFingerprint }, { checkInlineScripts }] = await modules
      // Fails the build on an inline script the project did not write, naming its pages; first,
      // so that host files kept as published do not skip it.
      const checkedHashes = checkInlineScripts(scriptsByPage)
      hostInputs = hostInputsFingerprint({ mapContent: input.mapContent ?? mapContentFingerprint(), files: pageFiles, knownFiles, scriptHashes, gone })
      if (input.publishedHostInputs === hostInputs) return 'the map, the files and the settings are those of the published build: its host files kept'
      release.regenerated?.push(...hostFiles)
      const { summary } = writeHostFilesStep({
        root: join(release.base ?? release.dir, 'client'),
        outDir: join(release.dir, 'client'),
        // Looked up in the build's own list of files, not on disk: the map asks for each of its
        // ~64,000 entries at network scale (2 s of existsSync), and a rebuild's files are split
        // between its staging folder and the published release.
        isFile: (
          (known) => (p: string) =>
            resolveStaticIn(known, p) !== null
        )(new Set(knownFiles)),
        hostingDir: join(release.dir, 'hosting'),
        files: pageFiles,
        scriptHashes: checkedHashes,
        gone,
      })
      run.report.warnings.push(...summary.leftOut.map(leftOutWarning))
      return summary.leftOut.length ? `written; left out: ${summary.leftOut.map((l) => l.host).join(', ')}` : 'written'
    },
    (note) => note,
  )
  return hostInputs
}

function notFoundFiles(release: Release): string[] {
  return ['404.html', 'en/404.html'].filter((f) => existsIn(release, `client/${f}`))
}
