// The shop's parts that load on use, declared in one module of the layout (ShopMount imports it):
// the pages that offer them (the currency switch on price lists) then share the layout's list of
// preloads instead of each carrying its own (the page-speed budget of shared/config/budget.ts).
import { lazy } from 'react'

export const CartPanel = lazy(() => import('./CartPanel.js').then((m) => ({ default: m.CartPanel })))
export const CurrencySwitch = lazy(() => import('./CurrencySwitch.js').then((m) => ({ default: m.CurrencySwitch })))
