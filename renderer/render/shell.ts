// What Vike puts around vike-react's document: asset tags after <head> (style sheets, font
// preloads) and, before </body>, the entry script. The pages are HTML-only for Vike (renderer/+config.ts
// `clientHooks: false`): each loads its own +client.ts, and its context for the browser is part of
// the page (+Head). The tags depend on the page (its pageId), not on the URL, so one page Vike
// rendered per pageId gives them for every other URL of that page; applying them to that same
// page must give back Vike's file byte for byte, which the build checks for every sample.
import { pageScriptsId, scriptLoader } from '../../client/pageScriptLoader.js'

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

// The loader and its list's id live in client/pageScriptLoader.ts, with the other inline script
// the project writes (hosting/inlineScripts.ts lists both for the CSP).
export { pageScriptsId, scriptLoader }

/**
 * A script that must run before anything else of the page is fetched (client/rootLanguage.ts):
 * right after `<head>`, behind only the `<meta charset>` (moved up with it, so that it stays in
 * the first 1,024 bytes). Vike puts the page's style sheet and font preloads right after `<head>`,
 * and a parser-inserted script waits for every style sheet above it.
 */
export function withFirstScript(html: string, tag: string): string {
  const at = html.indexOf(headTag) + headTag.length
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html.slice(at))
  if (at < headTag.length || !charset) throw new Error('the page has no <head> with a <meta charset>')
  const from = at + charset.index
  return html.slice(0, at) + charset[0] + tag + html.slice(at, from) + html.slice(from + charset[0].length)
}

/**
 * Issue 12, page speed: the page is pre-rendered and complete without JavaScript, which only
 * hydrates it, so its code waits until the page has loaded. Vike writes the entry <script> (and
 * nothing else for an HTML-only page); fetched with the page, even at low priority, ~100 KB of
 * modules compete with the style sheet, the fonts and the largest image for a phone's bandwidth,
 * and Lighthouse counts them on the way to the largest paint. The entry script is replaced by the
 * list of the page's modules (`closure`: site paths, the entry first, every module it imports
 * statically) and the loader, which preloads them all at once — not one import level per round
 * trip — when the page has loaded. Applied to every page of the build, after each shell has been
 * checked against Vike's own page.
 */
export function scriptsAfterLoad(shell: Shell, closure: (entries: string[]) => string[]): Shell {
  const entryTag = /<script\b[^>]*\btype="module"[^>]*><\/script>/g
  const entries = [...shell.body.matchAll(entryTag)].map((m) => /\bsrc="([^"]+)"/.exec(m[0])?.[1]).filter((src) => src !== undefined)
  if (entries.length !== 1) throw new Error(`expected one entry script in the page's shell, found ${entries.length}`)
  const modules = [...entries, ...closure(entries).filter((p) => !entries.includes(p))]
  const body = shell.body.replace(entryTag, '').replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '')
  const list = JSON.stringify(modules).replace(/</g, '\\u003c')
  return { ...shell, body: `${body}<script id="${pageScriptsId}" type="application/json">${list}</script><script type="module">${scriptLoader}</script>` }
}
