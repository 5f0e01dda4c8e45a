// Keeps folders out of Vike's search for + files. Vike crawls the whole project root and has no
// config setting for this, only the VIKE_CRAWL environment variable (JSON5, `{ ignore: [...] }`),
// which it reads after vite.config.ts is loaded (vike/dist/utils/crawlFiles.js). Without it the
// benchmark's separate app in bench/plain-vike would become pages of this site, and its global
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
