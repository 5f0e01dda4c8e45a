// Spec §4/§8: when a code chunk fails to load (typically a new deploy removed the old files), the
// page reloads once — at most once per 60 s, remembered in sessionStorage, so a chunk that is
// really gone cannot cause a reload loop. Vike itself falls back to a full page load when a
// navigation's chunk fails; this covers hydration and lazily imported modules.
import { constants } from '../shared/config/constants.js'

const patterns = [
  /Failed to fetch dynamically imported module/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
]

export const chunkReloadKey = 'chunk-reload-at'

export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : null
  return message !== null && patterns.some((re) => re.test(message))
}

export type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>

/**
 * Reloads unless the last reload of this tab was less than `guardMs` ago. Without usable storage
 * nothing reloads: a loop is worse than a broken page.
 */
export function reloadOnce(storage: GuardStorage | null, now: number, reload: () => void, guardMs: number = constants.chunkReloadGuardMs): boolean {
  if (!storage) return false
  try {
    const last = Number(storage.getItem(chunkReloadKey))
    if (Number.isFinite(last) && last > 0 && now - last < guardMs && now >= last) return false
    storage.setItem(chunkReloadKey, String(now))
  } catch {
    return false
  }
  reload()
  return true
}

function sessionStore(): GuardStorage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

export function installChunkReload() {
  const handle = (reason: unknown, event?: Event) => {
    if (!isChunkLoadError(reason)) return
    if (reloadOnce(sessionStore(), Date.now(), () => location.reload())) event?.preventDefault()
  }
  // Vite's preload helper reports failed dynamic imports here; preventDefault stops the rethrow.
  window.addEventListener('vite:preloadError', (event) => handle((event as Event & { payload?: unknown }).payload, event))
  window.addEventListener('unhandledrejection', (event) => handle(event.reason, event))
  window.addEventListener('error', (event) => handle(event.error ?? event.message, event))
}
