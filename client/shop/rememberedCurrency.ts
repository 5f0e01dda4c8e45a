// Spec §4: the currency choice is remembered in a cookie. Pages are pre-rendered in CZK (the
// API's prices); after hydration a remembered other currency loads the currency list — the shop's
// code, on demand, so a visitor who never chose one loads none of it — and every live price
// (components/shop/LivePrice.tsx) re-renders converted (§9). Small: it is part of the pages that
// show prices.
import { constants } from '../../config/constants.js'
import { readCookie } from '../cookies.js'
import { appStore } from '../store.js'
import { importShop } from './badge.js'

let applying: Promise<void> | null = null

export function applyRememberedCurrency(): Promise<void> {
  const remembered = readCookie(constants.currencyCookie.name)
  if (!remembered || remembered === appStore.getState().variables.currency.code) return Promise.resolve()
  applying ??= Promise.all([importShop(), import('./currency.js')]).then(([shop, currency]) => currency.loadCurrencies(shop.calls)).then(() => undefined, () => {
    // No list (API down): the prices stay in CZK, which is what they are; a later page tries again.
    applying = null
  })
  return applying
}
