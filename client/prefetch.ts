// Link prefetch (spec §9): the code of pages linked from what is on screen is fetched once the
// browser is idle (at the latest after 2000 ms), on hover or on focus — never on 2g or with
// data saver on. Vike's own link prefetch is off (pages/+prefetchStaticAssets.ts) so this is
// the only one.
import { constants } from '../config/constants.js'

export type ConnectionInfo = { effectiveType?: string; saveData?: boolean }

export function prefetchAllowed(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return true
  if (connection.saveData) return false
  return !(connection.effectiveType ?? '').includes('2g')
}

/** The page path a link leads to, if it is one of our pages other than the current one. */
export function prefetchTarget(
  link: { href: string; target?: string; download?: boolean },
  here: { origin: string; pathname: string },
): string | null {
  if (link.download || (link.target && link.target !== '_self')) return null
  let url: URL
  try {
    url = new URL(link.href, here.origin)
  } catch {
    return null
  }
  if (url.origin !== here.origin || url.pathname === here.pathname) return null
  // Media, documents, API calls and generated files are not pages.
  if (/^\/(api|media|assets)\//.test(url.pathname) || /\.[a-z0-9]{2,5}$/i.test(url.pathname)) return null
  return url.pathname + url.search
}

type Navigator_ = Navigator & { connection?: ConnectionInfo }

let active: { rescan(): void } | null = null

/** Starts watching links once (after hydration); `rescanLinks()` after each client-side navigation. */
export function startPrefetch(prefetch: (url: string) => Promise<void>) {
  active ??= installPrefetch(prefetch)
}

export function rescanLinks() {
  active?.rescan()
}

function installPrefetch(prefetch: (url: string) => Promise<void>) {
  const done = new Set<string>()
  const go = (el: Element) => {
    if (!(el instanceof HTMLAnchorElement) || !prefetchAllowed((navigator as Navigator_).connection)) return
    const target = prefetchTarget({ href: el.href, target: el.target, download: el.hasAttribute('download') }, location)
    if (!target || done.has(target)) return
    done.add(target)
    prefetch(target).catch(() => done.delete(target))
  }
  const observer = 'IntersectionObserver' in window
    ? new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          observer?.unobserve(entry.target)
          go(entry.target)
        }
      })
    : null
  const scan = () => {
    if (!observer) return
    for (const a of document.querySelectorAll('a[href]')) observer.observe(a)
  }
  const whenIdle = (fn: () => void) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(fn, { timeout: constants.prefetchIdleMs })
    else setTimeout(fn, constants.prefetchIdleMs)
  }
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (link) go(link)
  }
  document.addEventListener('pointerover', onIntent, { passive: true })
  document.addEventListener('focusin', onIntent)
  whenIdle(scan)
  return { rescan: () => whenIdle(scan) }
}
