// Spec §4: the currency choice is remembered in a cookie. Pages are pre-rendered in CZK (the
// API's prices); after hydration a remembered other currency loads the currency list — the shop's
// API calls, on demand, not its cart store, so a visitor who never chose one loads none of it —
// and every live price (components/shop/LivePrice.tsx) re-renders converted (§9). Small: it is
// part of the pages that show prices.
import { constants } from '../../shared/config/constants.js'
import { readCookie } from '../cookies.js'
import { appStore } from '../store.js'

let applying: Promise<void> | null = null

export function applyRememberedCurrency(): Promise<void> {
  const remembered = readCookie(constants.currencyCookie.name)
  if (!remembered || remembered === appStore.getState().variables.currency.code) return Promise.resolve()
  applying ??= Promise.all([import('./calls.js'), import('./currency.js')])
    .then(([{ calls }, currency]) => currency.loadCurrencies(calls))
    .then(
      () => undefined,
      () => {
        // No list (API down): the prices stay in CZK, which is what they are; a later page tries again.
        applying = null
      },
    )
  return applying
}
