// The page writer that runs in each worker thread: renders its share of the URLs, writes each
// page's HTML as soon as it is rendered (nothing is held), checks the page's internal links, and
// reports one small record per page. Only HTML: with Server Routing (renderer/+config.ts) the browser
// loads pages, never a page's data alone, so there is no .pageContext.json.
import { folderMaker, folderMakerSync } from '../../shared/files.js'
import { sha1 } from '../../shared/hash.js'
import { readFileSync, writeFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { inlineScriptHashesOf } from '../../hosting/headers.js'
import { Weigher } from '../../publishing/budget.js'
import { pageVariants } from '../../publishing/precompress.js'
import { fileForUrl } from '../../hosting/staticFiles.js'
import { dependencyHash } from '../../page-data/content.js'
import { renderUrl } from './renderUrl.js'
import { readPage, renderRead } from './reads.js'
import { headFacts, idsOf, refsOf, splitRef, type HeadFacts } from './links.js'
import { applyShell, deriveShell, scriptsAfterLoad, withFirstScript, type Shell } from './shell.js'
import { defaultLocale } from '../../shared/config/locales.js'
import { rootLanguageTag } from '../../client/rootLanguage.js'

export type PageTask = { url: string; folder: string }

export type PageRecord = {
  url: string
  file: string
  folder: string
  routeKey: string
  locale: string
  bytes: number
  /** Hash of the page's data: with the same code and shell, the same data renders the same page. */
  dataHash: string
  htmlHash: string
  /** `{locale}/{kind}` content files the page's data read (the dependency map). */
  reads: string[]
  head: HeadFacts
  written: true
  /** Internal references whose target is not in the build. */
  broken: string[]
  /** `path#fragment` references to other pages, checked once every page exists. */
  fragmentRefs: string[]
  /** CSP hashes of the page's inline scripts. */
  scripts: string[]
}

/**
 * A page whose data hash equals the previous build's: not rendered, its published file kept.
 * Its size, head, scripts and links are the previous build's.
 */
export type KeptPage = Pick<PageRecord, 'url' | 'folder' | 'routeKey' | 'locale' | 'dataHash' | 'reads'> & { written: false }

export type WriterResult = PageRecord | KeptPage

export type WriterSetup = {
  clientDir: string
  /** Every path the build serves besides pages' URLs (assets, media, public files) and every page URL. */
  validPaths: string[]
  /** Previous build's data hashes by URL (incremental rebuilds); pages with the same hash are not rewritten. */
  previous: Record<string, string> | null
  shells: Record<string, Shell>
  /**
   * Whether files are written by libuv's threads while this thread renders on (a rebuild's one
   * page worker beside an idle core), or written at once (every core renders: a full build).
   */
  writeBehind: boolean
}

export function createWriter(setup: WriterSetup) {
  const valid = new Set(setup.validPaths)
  // The hashes of the item and derived keys pages read (the next rebuild compares against them),
  // each sent once: takeHashes empties it.
  let hashes: Record<string, string> = {}
  const sent = new Set<string>()
  const noteHashes = (keys: string[]) => {
    for (const key of keys) {
      if (sent.has(key) || !(key.startsWith('~') || key.includes('#'))) continue
      sent.add(key)
      hashes[key] = dependencyHash(key)
    }
  }
  // Creating a file and its folder costs waiting on this machine's disk, three files
  // a page. A rebuild's one worker writes behind (its 315 pages after the newest post's new
  // title: a quarter faster, docs/performance.md); a full build's workers keep every core
  // busy, where writing behind was slower.
  const folderNow = folderMakerSync()
  const folder = folderMaker()
  const writing = new Set<Promise<void>>()
  let failed: { error: unknown } | null = null
  /** Pages being written at most (their bodies are held until then). */
  const maxWriting = 32
  const write = async (rel: string, body: Buffer) => {
    const full = join(setup.clientDir, rel)
    const variants = pageVariants(rel, body)
    if (!setup.writeBehind) {
      folderNow(dirname(full))
      writeFileSync(full, body)
      // Written after the file, so they are at least as new as it: the compress stage keeps them.
      for (const v of variants) writeFileSync(full + v.suffix, v.data)
      return
    }
    const task = (async () => {
      await folder(dirname(full))
      await writeFile(full, body)
      await Promise.all(variants.map((v) => writeFile(full + v.suffix, v.data)))
    })().then(
      () => void writing.delete(task),
      (error: unknown) => {
        failed ??= { error }
        writing.delete(task)
      },
    )
    writing.add(task)
    if (writing.size >= maxWriting) await Promise.race(writing)
  }
  /** Waits until every page written so far is on disk; throws the first write that failed. */
  const flush = async () => {
    await Promise.all(writing)
    if (failed) throw failed.error
  }

  const takeHashes = () => {
    const out = hashes
    hashes = {}
    return out
  }

  return { takeHashes, writePage, flush }

  async function writePage(task: PageTask): Promise<WriterResult> {
    const read = await readPage(task.url)
    const { data, reads } = read
    noteHashes(reads)
    const dataHash = sha1(data.dataJson)
    const file = fileForUrl(task.url)
    const shell = setup.shells[task.folder]
    if (!shell) throw new Error(`${task.url}: no shell for pages/${task.folder} (no sample of it was rendered by Vike)`)
    // Same data, same code, same shell: the published page is this page. Rendering it would only
    // prove that again, at ten times the cost of the data.
    if (setup.previous?.[task.url] === dataHash) {
      return { url: task.url, folder: task.folder, routeKey: data.routeKey, locale: data.locale, dataHash, reads, written: false }
    }
    const page = await renderRead(read)
    const shelled = applyShell(shell, page.html)
    // The Czech home decides the root's language before it loads anything (client/rootLanguage.ts).
    const html = page.routeKey === 'home' && page.locale === defaultLocale ? withFirstScript(shelled, rootLanguageTag) : shelled
    // Its UTF-8 once, for the file, its variants, its size and its hash alike.
    const bytes = Buffer.from(html)
    await write(file, bytes)
    const { refs, ownFragments } = refsOf(html)
    const broken: string[] = []
    const fragmentRefs: string[] = []
    let ids: Set<string> | null = null
    for (const f of ownFragments) {
      ids ??= idsOf(html)
      if (!ids.has(f)) broken.push(`#${f}`)
    }
    for (const ref of refs) {
      const { path, fragment } = splitRef(ref)
      if (!valid.has(path)) broken.push(ref)
      else if (fragment) {
        if (path === task.url) {
          ids ??= idsOf(html)
          if (!ids.has(fragment)) broken.push(ref)
        } else fragmentRefs.push(`${path}#${fragment}`)
      }
    }
    return {
      url: task.url,
      file,
      folder: task.folder,
      routeKey: page.routeKey,
      locale: page.locale,
      bytes: bytes.length,
      dataHash,
      htmlHash: sha1(bytes),
      reads,
      head: headFacts(html),
      written: true,
      broken,
      fragmentRefs,
      scripts: inlineScriptHashesOf(html),
    }
  }
}

export type Sample = { url: string; folder: string; file: string }

/**
 * Shells from pages Vike rendered; each sample must come back byte-identical through its shell.
 * The shells then get the page-speed change every page of the build carries (scriptsAfterLoad).
 */
export async function deriveShells(clientDir: string, samples: Sample[]): Promise<Record<string, Shell>> {
  const shells: Record<string, Shell> = {}
  for (const s of samples) {
    const vike = readFileSync(join(clientDir, s.file), 'utf8')
    const page = await renderUrl(s.url)
    const shell = shells[s.folder] ?? deriveShell(vike, page.html)
    shells[s.folder] = shell
    const ours = applyShell(shell, page.html)
    if (ours !== vike) {
      let i = 0
      while (ours[i] === vike[i]) i++
      throw new Error(`the page renderer and Vike disagree on ${s.url} at offset ${i}: Vike «${vike.slice(i, i + 100)}», ours «${ours.slice(i, i + 100)}»`)
    }
  }
  const modules = new Weigher(clientDir)
  return Object.fromEntries(Object.entries(shells).map(([folder, shell]) => [folder, scriptsAfterLoad(shell, (e) => modules.closure(e))]))
}
