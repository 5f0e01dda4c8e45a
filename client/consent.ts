// Cookie consent (spec §4, §9): the choices, the `cookie-consent` cookie and the Google Consent
// Mode v2 mapping. Pure: the browser side (cookies, dataLayer, tags) lives in consentState.ts and
// tracking.ts, so this module is unit-tested without a DOM.
import { constants } from '../shared/config/constants.js'

export const consentCategories = ['technical', 'analytical', 'marketing', 'advertisement'] as const
export type ConsentCategory = (typeof consentCategories)[number]
/** Everything but `technical`, which is always on when the visitor accepts (its switch is locked). */
export const optionalCategories = ['analytical', 'marketing', 'advertisement'] as const
export type OptionalCategory = (typeof optionalCategories)[number]

export type ConsentStatus = 'accepted' | 'denied'
export type ConsentState = { status: ConsentStatus; categories: Record<ConsentCategory, boolean> }

/** One cookie, as the cookie policy page lists it; 1 year (spec §9). */
export const consentCookie = { name: 'cookie-consent', days: constants.consentCookieDays } as const

export function acceptAll(): ConsentState {
  return { status: 'accepted', categories: { technical: true, analytical: true, marketing: true, advertisement: true } }
}

/** Accept selected: technical always, the others as their switches say. */
export function acceptSelected(selection: Partial<Record<OptionalCategory, boolean>>): ConsentState {
  return {
    status: 'accepted',
    categories: {
      technical: true,
      analytical: selection.analytical === true,
      marketing: selection.marketing === true,
      advertisement: selection.advertisement === true,
    },
  }
}

/** Reject: clears all and marks denied. */
export function reject(): ConsentState {
  return { status: 'denied', categories: { technical: false, analytical: false, marketing: false, advertisement: false } }
}

/**
 * Cookie value: `denied`, or `accepted` followed by the accepted categories, dot-separated
 * (`accepted.technical.analytical`) — dots survive URI encoding, so the stored value stays readable.
 */
export function consentCookieValue(state: ConsentState): string {
  if (state.status === 'denied') return 'denied'
  return ['accepted', ...consentCategories.filter((c) => state.categories[c])].join('.')
}

/** The stored choice, or null when there is none (or it is not ours): then the bar shows. */
export function parseConsentCookie(value: string | null): ConsentState | null {
  if (!value) return null
  const [status, ...rest] = value.split('.')
  if (status === 'denied' && rest.length === 0) return reject()
  if (status !== 'accepted') return null
  const known = new Set<string>(consentCategories)
  if (rest.some((c) => !known.has(c))) return null
  const selection = new Set(rest)
  return acceptSelected({
    analytical: selection.has('analytical'),
    marketing: selection.has('marketing'),
    advertisement: selection.has('advertisement'),
  })
}

export const googleConsentTypes = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage', 'personalization_storage'] as const
export type GoogleConsentType = (typeof googleConsentTypes)[number]
export type GoogleConsent = Record<GoogleConsentType, 'granted' | 'denied'>

/** Spec §4: analytical → analytics storage; marketing → ad storage and personalization; advertisement → ad user data and ad personalization. */
export const googleConsentMapping: Record<OptionalCategory, readonly GoogleConsentType[]> = {
  analytical: ['analytics_storage'],
  marketing: ['ad_storage', 'personalization_storage'],
  advertisement: ['ad_user_data', 'ad_personalization'],
}

/** What Consent Mode gets: everything denied until the visitor chooses (also the default). */
export function googleConsent(state: ConsentState | null): GoogleConsent {
  const result = Object.fromEntries(googleConsentTypes.map((t) => [t, 'denied'])) as GoogleConsent
  if (state?.status !== 'accepted') return result
  for (const category of optionalCategories) {
    if (!state.categories[category]) continue
    for (const type of googleConsentMapping[category]) result[type] = 'granted'
  }
  return result
}

export const googleConsentDefault: GoogleConsent = googleConsent(null)

/** First-party cookies the tools set on our domain, per category: removed when that consent is withdrawn. */
const toolCookies: Record<OptionalCategory, RegExp[]> = {
  analytical: [/^_ga(_.*)?$/, /^_gid$/, /^_gat(_.*)?$/, /^_hj/],
  marketing: [/^_gcl_/, /^li_fat_id$/, /^_fbp$/],
  advertisement: [/^_gcl_/, /^li_/, /^lidc$/, /^_uet/],
}

/** Names among `present` that belong to categories the state does not (or no longer) accept. */
export function cookiesToClear(present: readonly string[], state: ConsentState): string[] {
  const declined = optionalCategories.filter((c) => state.status !== 'accepted' || !state.categories[c])
  const keep = optionalCategories.filter((c) => !declined.includes(c))
  const matches = (name: string, categories: readonly OptionalCategory[]) => categories.some((c) => toolCookies[c].some((re) => re.test(name)))
  return present.filter((name) => matches(name, declined) && !matches(name, keep))
}
