// Currencies (spec §3, §4, §7): the list from GET /api/lists/currencies; the visitor's choice is
// remembered in a cookie, otherwise the default (CZK: Kč, 0 decimals, rate 1) applies.
import { constants } from '../../shared/config/constants.js'
import { readCookie, writeCookie } from '../cookies.js'
import { appStore, type StoreCurrency } from '../store.js'
import type { Currency, ShopCalls } from './cartApi.js'

export const toStoreCurrency = (c: Currency): StoreCurrency => ({
  code: c.code,
  symbolBefore: c.symbol_before,
  symbolAfter: c.symbol_after,
  decimals: c.decimals,
  rate: c.rate,
})

/** The remembered currency if the list has it, else the list's default. */
export function pickCurrency(list: readonly Currency[], remembered: string | null): Currency | null {
  return list.find((c) => c.code === remembered) ?? list.find((c) => c.is_default) ?? list[0] ?? null
}

let listPromise: Promise<Currency[]> | null = null

/** Loads the list once per page and applies the remembered choice. */
export function loadCurrencies(calls: ShopCalls): Promise<Currency[]> {
  listPromise ??= calls.currencies().then(
    (list) => {
      const chosen = pickCurrency(list, readCookie(constants.currencyCookie.name))
      if (chosen) appStore.getState().setCurrency(toStoreCurrency(chosen))
      return list
    },
    (error: unknown) => {
      listPromise = null
      throw error
    },
  )
  return listPromise
}

export function chooseCurrency(currency: Currency): void {
  writeCookie(constants.currencyCookie.name, currency.code, { days: constants.currencyCookie.days })
  appStore.getState().setCurrency(toStoreCurrency(currency))
}
