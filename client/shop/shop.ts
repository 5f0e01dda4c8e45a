// The shop in the browser: one cart store wired to the API client, the cookies, the snackbars
// and analytics. Loaded on intent only (badge.ts `loadShop`), never with the first page load.
import { useStore } from 'zustand'
import { constants } from '../../shared/config/constants.js'
import { readToken } from '../authToken.js'
import { readCookie, writeCookie } from '../cookies.js'
import { appStore } from '../store.js'
import { trackCartLine } from './analytics.js'
import { calls } from './calls.js'
import { writeCartCount } from './cartCount.js'
import { formatMinimum } from './currencyFilter.js'
import { createShop, type ShopState } from './shopStore.js'

export const shop = createShop({
  calls,
  locale: () => appStore.getState().variables.locale,
  loggedIn: () => readToken() !== null,
  tempId: {
    read: () => readCookie(constants.guestCartCookie),
    write: (tempId) => writeCookie(constants.guestCartCookie, tempId, { seconds: constants.guestCartCookieSeconds }),
  },
  alert: (type, message, values) => {
    appStore.getState().pushAlert(type, message, values)
  },
  track: (line) => {
    trackCartLine(line)
  },
  formatMinimum: (amount) => formatMinimum(amount, appStore.getState().variables.currency),
  onCart: (cart) => writeCartCount(cart.items.reduce((n, l) => n + l.quantity, 0)),
  hideMs: constants.cartPanelHideMs,
})

export function useShop<T>(selector: (state: ShopState) => T): T {
  return useStore(shop.store, selector)
}
