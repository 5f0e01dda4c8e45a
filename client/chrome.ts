// The layout's chrome in the browser: loaded once per file (a locale and content version, see
// renderer/chrome.ts) and kept for the visit. The page's <head> preloads the file, so on the first
// page it is usually there before the code that asks for it.
import type { Chrome } from '../renderer/chrome.js'

const files = new Map<string, Promise<Chrome>>()

export function loadChrome(ref: string): Promise<Chrome> {
  let file = files.get(ref)
  if (!file) {
    file = fetch(ref).then(async (res) => {
      if (!res.ok) throw new Error(`${ref}: HTTP ${res.status}`)
      // Written by this site's own build (build/stages.ts), not content from the API.
      return (await res.json()) as Chrome
    })
    // A failed load is tried again by the next page that needs it.
    file.catch(() => files.delete(ref))
    files.set(ref, file)
  }
  return file
}
