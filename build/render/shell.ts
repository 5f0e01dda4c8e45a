// What Vike puts around vike-react's document: asset tags after <head> (style sheets, font
// preloads) and, before </body>, the entry script. The pages are HTML-only for Vike (pages/+config.ts
// `clientHooks: false`): each loads its own +client.ts, and its context for the browser is part of
// the page (+Head). The tags depend on the page (its pageId), not on the URL, so one page Vike
// rendered per pageId gives them for every other URL of that page; applying them to that same
// page must give back Vike's file byte for byte, which the build checks for every sample.
export type Shell = {
  /** Inserted right after `<head>`. */
  head: string
  /** Inserted before the last `tailLength` characters of the document. */
  body: string
  tailLength: number
}

const headTag = '<head>'

function commonPrefix(a: string, b: string, from = 0): number {
  let i = 0
  while (i + from < a.length && i < b.length && a[i + from] === b[i]) i++
  return i
}

function commonSuffix(a: string, b: string, limit: number): number {
  let i = 0
  while (i < limit && a[a.length - 1 - i] === b[b.length - 1 - i]) i++
  return i
}

/** `vike`: the file Vike wrote; `ours`: the same URL rendered without injections. */
export function deriveShell(vike: string, ours: string): Shell {
  const hp = ours.indexOf(headTag) + headTag.length
  if (hp < headTag.length || !vike.startsWith(ours.slice(0, hp))) throw new Error('documents differ before <head>')
  const rest = ours.slice(hp)
  const j = vike.indexOf(rest.slice(0, 200), hp)
  if (j < 0) throw new Error('documents differ right after <head>')
  const head = vike.slice(hp, j)
  const vRest = vike.slice(j)
  const added = vRest.length - rest.length
  const p = commonPrefix(vRest, rest)
  const s = commonSuffix(vRest, rest, Math.min(rest.length, vRest.length))
  if (added < 0 || p + s < rest.length) {
    throw new Error(`documents differ inside the page at offset ${hp + p}: Vike «${vRest.slice(p, p + 120)}» vs ours «${rest.slice(p, p + 120)}»`)
  }
  // Where the tags went in: any point between the two common parts fits; the one where they start
  // with their own `<` (the prefix may have swallowed it when the page goes on with a tag too).
  let k = p
  while (k > rest.length - s && vRest[k] !== '<') k--
  return { head, body: vRest.slice(k, k + added), tailLength: rest.length - k }
}

export function applyShell(shell: Shell, ours: string): string {
  const hp = ours.indexOf(headTag) + headTag.length
  const cut = ours.length - shell.tailLength
  return ours.slice(0, hp) + shell.head + ours.slice(hp, cut) + shell.body + ours.slice(cut)
}

/**
 * Issue 12, page speed: Vike writes an HTML-only page's entry script and nothing else, so the
 * browser would learn of the modules the entry imports only once it has it, and of theirs one
 * round trip later. A module preload of every module the entry imports statically (`closure`: site
 * paths, the entry first) lets it fetch them all at once, as Vike does for the pages it hydrates.
 */
export function withModulePreloads(shell: Shell, closure: (entries: string[]) => string[]): Shell {
  const entries = [...shell.body.matchAll(/<script\b[^>]*\btype="module"[^>]*>/g)].map((m) => /\bsrc="([^"]+)"/.exec(m[0])?.[1]).filter((src) => src !== undefined)
  const preloads = closure(entries).filter((p) => !entries.includes(p))
  return { ...shell, body: shell.body + preloads.map((p) => `<link rel="modulepreload" href="${p}" as="script" type="text/javascript">`).join('') }
}

/**
 * Issue 12, page speed: the page is pre-rendered and complete without JavaScript, which only
 * hydrates it, so its scripts ask for low fetch priority (`fetchpriority="low"` on the entry
 * script and the module preloads). The browser then fetches the style sheets, fonts and the
 * largest image first, and paints before the scripts run; on a slow phone network the first paint
 * no longer waits for ~125 KB of JavaScript. Applied to every page of the build, after each
 * shell has been checked against Vike's own page.
 */
export function lowPriorityScripts(shell: Shell): Shell {
  const low = (html: string) => html
    .replace(/<script\b(?![^>]*\bfetchpriority=)([^>]*\btype="module"[^>]*)>/g, '<script$1 fetchpriority="low">')
    .replace(/<link\b(?![^>]*\bfetchpriority=)([^>]*\brel="modulepreload"[^>]*)>/g, '<link$1 fetchpriority="low">')
  return { ...shell, head: low(shell.head), body: low(shell.body) }
}
