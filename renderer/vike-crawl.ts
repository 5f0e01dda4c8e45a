// Keeps folders out of Vike's search for + files. Vike crawls the whole project root and has no
// config setting for this, only the VIKE_CRAWL environment variable (JSON5, `{ ignore: [...] }`),
// which it reads after vite.config.ts is loaded (vike/dist/utils/crawlFiles.js). Without it the
// benchmark's separate app in tools/bench/plain-vike would become pages of this site, and its global
// `prerender` setting would switch this site's pre-rendering off.
export function vikeCrawlIgnoring(current: string | undefined, patterns: string[]): string {
  const settings: unknown = current ? JSON.parse(current) : {}
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) {
    throw new Error(`VIKE_CRAWL must be a JSON object, got ${current}`)
  }
  const ignore: unknown = 'ignore' in settings ? settings.ignore : []
  const existing = typeof ignore === 'string' ? [ignore] : Array.isArray(ignore) ? ignore.filter((p): p is string => typeof p === 'string') : []
  return JSON.stringify({ ...settings, ignore: [...new Set([...existing, ...patterns])] })
}

/**
 * The folders .gitignore names, as Vike crawl patterns. In a Git checkout Vike lists files with
 * `git ls-files --exclude-standard` and never sees them; elsewhere (a copy of the project, a
 * deploy from an archive) it walks the folder with tinyglobby, and would walk the published site
 * through `dist` (~137,000 files at network scale, walked by every `vike build` after the first).
 * Same reading as Git's: a folder pattern with no inner slash matches at any depth.
 */
export function gitignoredFolders(gitignore: string): string[] {
  const out: string[] = []
  for (const raw of gitignore.split(/\r?\n/)) {
    const line = raw.trim()
    if (!line || line.startsWith('#') || line.startsWith('!')) continue
    const anchored = line.startsWith('/')
    const folder = line.endsWith('/')
    // A name without a slash may be a file (`*.log`); a leading slash anchors it (`/dist`), which
    // the .gitignore of this project uses for folders only.
    if (!folder && !anchored) continue
    const path = line.replace(/^\/+/, '').replace(/\/+$/, '')
    if (!path) continue
    out.push(anchored || path.includes('/') ? `${path}/**` : `**/${path}/**`)
  }
  return [...new Set(out)]
}
