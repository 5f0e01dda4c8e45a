// Link prefetch (spec §9). With Server Routing the next page is a document, so what is worth
// fetching early is its HTML: a standard `<link rel="prefetch">` the browser keeps for the
// navigation (its code is mostly the shared chunks this page already loaded). It is added on intent
// — the pointer over a link, focus on it, a touch — not for every link in view: a page links to
// dozens of pages, and each document is several KB. Never on 2g or with data saver on; the watcher
// starts once the browser is idle (at the latest after 2000 ms).
import { constants } from '../shared/config/constants.js'

export type ConnectionInfo = { effectiveType?: string; saveData?: boolean }

export function prefetchAllowed(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return true
  if (connection.saveData) return false
  return !(connection.effectiveType ?? '').includes('2g')
}

/**
 * The page a link leads to, if it is one of our pages and another document than the current one
 * (a `#fragment` of this page is not; a query change is, as in a search).
 */
export function navigationTarget(link: { href: string; target?: string; download?: boolean }, here: { origin: string; pathname: string; search?: string }): string | null {
  if (link.download || (link.target && link.target !== '_self')) return null
  let url: URL
  try {
    url = new URL(link.href, here.origin)
  } catch {
    return null
  }
  if (url.origin !== here.origin || (url.pathname === here.pathname && url.search === (here.search ?? ''))) return null
  // Media, documents, API calls and generated files are not pages.
  if (/^\/(api|media|assets)\//.test(url.pathname) || /\.[a-z0-9]{2,5}$/i.test(url.pathname)) return null
  return url.pathname + url.search
}

type Navigator_ = Navigator & { connection?: ConnectionInfo }

let started = false

/** Starts watching for intent once (after hydration). */
export function startPrefetch() {
  if (started) return
  started = true
  const done = new Set<string>()
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (!(link instanceof HTMLAnchorElement) || !prefetchAllowed((navigator as Navigator_).connection)) return
    const target = navigationTarget({ href: link.href, target: link.target, download: link.hasAttribute('download') }, location)
    if (!target || done.has(target)) return
    done.add(target)
    const hint = document.createElement('link')
    hint.rel = 'prefetch'
    hint.href = target
    hint.onerror = () => done.delete(target)
    document.head.append(hint)
  }
  const install = () => {
    document.addEventListener('pointerover', onIntent, { passive: true })
    document.addEventListener('touchstart', onIntent, { passive: true })
    document.addEventListener('focusin', onIntent)
  }
  if ('requestIdleCallback' in window) window.requestIdleCallback(install, { timeout: constants.prefetchIdleMs })
  else setTimeout(install, constants.prefetchIdleMs)
}
