// What Vike puts around vike-react's document: asset tags after <head> (style sheets, font
// preloads) and, before </body>, the serialized pageContext, the entry script and module preloads.
// They depend on the page (its pageId), not on the URL, so one page Vike rendered per pageId
// gives them for every other URL of that page; applying them to that same page must give back
// Vike's file byte for byte, which the build checks for every sample.
export type Shell = {
  /** Inserted right after `<head>`. */
  head: string
  /** Inserted before the last `tailLength` characters of the document, around the serialized pageContext. */
  bodyBefore: string
  bodyAfter: string
  tailLength: number
}

const pageContextOpen = '<script id="vike_pageContext" type="application/json">'
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

/** `vike`: the file Vike wrote; `ours`: the same URL rendered without injections; `pageContext`: its serialized pageContext. */
export function deriveShell(vike: string, ours: string, pageContext: string): Shell {
  const hp = ours.indexOf(headTag) + headTag.length
  if (hp < headTag.length || !vike.startsWith(ours.slice(0, hp))) throw new Error('documents differ before <head>')
  const rest = ours.slice(hp)
  const j = vike.indexOf(rest.slice(0, 200), hp)
  if (j < 0) throw new Error('documents differ right after <head>')
  const head = vike.slice(hp, j)
  const vRest = vike.slice(j)
  const p = commonPrefix(vRest, rest)
  const s = commonSuffix(vRest, rest, Math.min(rest.length, vRest.length) - p)
  if (p + s !== rest.length) {
    throw new Error(`documents differ inside the page at offset ${hp + p}: Vike «${vRest.slice(p, p + 120)}» vs ours «${rest.slice(p, p + 120)}»`)
  }
  const inject = vRest.slice(p, vRest.length - s)
  const script = pageContextOpen + pageContext + '</script>'
  const at = inject.indexOf(script)
  if (at < 0) throw new Error('the serialized pageContext differs from Vike\'s')
  return { head, bodyBefore: inject.slice(0, at + pageContextOpen.length), bodyAfter: inject.slice(at + script.length - '</script>'.length), tailLength: s }
}

export function applyShell(shell: Shell, ours: string, pageContext: string): string {
  const hp = ours.indexOf(headTag) + headTag.length
  const cut = ours.length - shell.tailLength
  return ours.slice(0, hp) + shell.head + ours.slice(hp, cut) + shell.bodyBefore + pageContext + shell.bodyAfter + ours.slice(cut)
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
  return { ...shell, head: low(shell.head), bodyBefore: low(shell.bodyBefore), bodyAfter: low(shell.bodyAfter) }
}
