// The 301 map checked on a running server: each entry answers one 301 to its target, with the
// request's query where spec §9 keeps it (path entries; an entry with a query drops the old one),
// and the target answers 200. Used by tests/e2e/lists-at-scale.run.test.ts (real nginx and Apache on a
// network-scale build) and tools/bench/hosts.ts.
import type { Redirect } from '../../hosting/redirects/types.js'
import { splitSource } from '../../hosting/redirects/types.js'

/** The Location header made site-relative (Apache sends absolute URLs). */
function relative(base: string, raw: string | null, from: string): string | null {
  if (!raw) return null
  const url = new URL(raw, base + from)
  return url.origin === new URL(base).origin ? url.pathname + url.search : url.href
}

/** A reproducible sample of `n` entries (a seeded shuffle), so a failure can be run again. */
export function sample<T>(items: readonly T[], n: number, seed = 39): T[] {
  const out = [...items]
  let s = seed
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2147483648
    const j = s % (i + 1)
    ;[out[i], out[j]] = [out[j] as T, out[i] as T]
  }
  return out.slice(0, n)
}

/** Problems found (empty: every entry redirects in one hop to a 200 page), `limit` requests at a time. */
export async function mapProblems(base: string, entries: readonly Redirect[], limit = 8): Promise<string[]> {
  const problems: string[] = []
  const okTargets = new Map<string, Promise<number>>()
  const status = (path: string) => {
    let p = okTargets.get(path)
    if (!p) okTargets.set(path, (p = fetch(base + path, { redirect: 'manual' }).then(async (r) => (await r.arrayBuffer(), r.status))))
    return p
  }
  const check = async (r: Redirect) => {
    const withQuery = !splitSource(r.from).query
    const url = withQuery ? `${r.from}?ref=old-site` : r.from
    const want = withQuery ? `${r.to}?ref=old-site` : r.to
    const res = await fetch(base + url, { redirect: 'manual' })
    await res.arrayBuffer()
    const location = relative(base, res.headers.get('location'), url)
    if (res.status !== 301 || location !== want) return `${url}: ${res.status} → ${location} (want 301 → ${want})`
    const target = await status(r.to)
    return target === 200 ? null : `${url} → ${r.to}: the target answers ${target}`
  }
  for (let i = 0; i < entries.length; i += limit) {
    for (const p of await Promise.all(entries.slice(i, i + limit).map(check))) if (p) problems.push(p)
  }
  return problems
}
