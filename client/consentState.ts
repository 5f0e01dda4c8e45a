// The visitor's consent in the browser: read from and written to the `cookie-consent` cookie,
// shared by the cookie bar, its settings dialog and the footer's "cookie settings" button
// (useSyncExternalStore), and handed to the tag loader.
import { useSyncExternalStore } from 'react'
import { consentCookie, consentCookieValue, cookiesToClear, parseConsentCookie, type ConsentState } from './consent.js'
import { deleteCookie, readCookie, writeCookie } from './cookies.js'
import { onIntent } from './lazy.js'
import { tracking } from './trackingConfig.js'

// The Consent Mode update and the tag loader are imported with the first choice to apply (a
// stored one at start-up, or the visitor's): a first visit's page does not load them before
// the visitor has answered the bar (issue 12).
const tagLoader = onIntent(() => import('./tracking.js'))
function apply(consent: ConsentState) {
  tagLoader.load().then(
    ({ applyConsent, browserHost }) => applyConsent(consent, tracking, browserHost()),
    () => undefined,
  )
}

export type ConsentSnapshot = {
  /** False on the server and until the cookie has been read (the bar is pre-rendered, buttons disabled, meanwhile). */
  ready: boolean
  consent: ConsentState | null
  barOpen: boolean
  /** The bar was brought back by the visitor (focus moves to it). */
  reopened: boolean
}

const initial: ConsentSnapshot = { ready: false, consent: null, barOpen: false, reopened: false }
let snapshot = initial
const listeners = new Set<() => void>()

function set(next: Partial<ConsentSnapshot>) {
  snapshot = { ...snapshot, ...next }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useConsent(): ConsentSnapshot {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => initial,
  )
}

/** Once per page load: the stored choice is re-applied (consent update, allowed tags), or the bar opens. */
export function initConsent() {
  if (snapshot.ready) return
  const consent = parseConsentCookie(readCookie(consentCookie.name))
  set({ ready: true, consent, barOpen: consent === null })
  if (consent) apply(consent)
}

/** Accept all / accept selected / reject: stored for a year, sent to Consent Mode, bar hidden. */
export function chooseConsent(consent: ConsentState) {
  writeCookie(consentCookie.name, consentCookieValue(consent), { days: consentCookie.days })
  clearDeclinedCookies(consent)
  set({ consent, barOpen: false, reopened: false })
  apply(consent)
}

/** The footer's "cookie settings": the bar comes back with the current choice. */
export function reopenConsent() {
  set({ barOpen: true, reopened: true })
}

/** Tools' first-party cookies of withdrawn categories, under this host and its parent domains. */
function clearDeclinedCookies(consent: ConsentState) {
  const present = document.cookie
    .split(';')
    .map((p) => p.split('=')[0]?.trim() ?? '')
    .filter(Boolean)
  const names = cookiesToClear(present, consent)
  if (names.length === 0) return
  const parts = location.hostname.split('.')
  const domains = parts.map((_, i) => parts.slice(i).join('.')).filter((d) => d.includes('.'))
  for (const name of names) {
    deleteCookie(name)
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; Path=/; Domain=.${domain}`
  }
}
