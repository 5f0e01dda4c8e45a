// The layout's chrome in the browser, for the hydration (client/start/hydrate.tsx): the
// locale's file the page's data names (page-data/chrome.ts). The page's <head> preloads it, so it is
// usually there before the code that asks for it; its hashed name under /assets/ lets the browser
// cache it for every further page of the visit.
import type { Chrome } from '../page-data/chrome.js'

export async function loadChrome(ref: string): Promise<Chrome> {
  const res = await fetch(ref)
  if (!res.ok) throw new Error(`${ref}: HTTP ${res.status}`)
  // Written by this site's own build (publishing/stages.ts), not content from the API.
  return (await res.json()) as Chrome
}
