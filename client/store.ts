// The client store (spec §3 "Store areas"): alert (snackbars), validation (field errors of the
// last request, §8) and variables (locale, currency, maintenance flag, contact panel). The cart
// area belongs to the shop layer, which has no screens yet (§1).
// A vanilla zustand store, so the API client and tests use it without React; components read it
// through `useAppStore`.
import { createStore, type StoreApi } from 'zustand/vanilla'
import { useStore } from 'zustand'
import { constants } from '../shared/config/constants.js'
import { defaultLocale, type Locale } from '../shared/config/locales.js'
import type { MessageKey } from '../shared/locales/catalogs.js'

export type AlertType = 'success' | 'info' | 'danger'
/** A snackbar: a catalog key (rendered in the current locale) and its values. */
export type Alert = { id: number; type: AlertType; message: MessageKey; values?: Record<string, string | number> }

/** Field name → messages, as the API's 422 answer carries them (`{ errors: { email: [...] } }`). */
export type FieldErrors = Record<string, string[]>

export type StoreCurrency = { code: string; symbolBefore: string | null; symbolAfter: string | null; decimals: number; rate: number }

export type AppState = {
  alert: { items: Alert[] }
  /** `form` names the form whose request failed, so two forms on a page do not show each other's errors. */
  validation: { errors: FieldErrors; form: string | null }
  variables: { locale: Locale; currency: StoreCurrency; maintenance: boolean; showContactForm: boolean }
}

export type AppActions = {
  pushAlert(type: AlertType, message: MessageKey, values?: Record<string, string | number>): number
  dismissAlert(id: number): void
  setErrors(errors: FieldErrors, form?: string | null): void
  clearErrors(): void
  setLocale(locale: Locale): void
  setCurrency(currency: StoreCurrency): void
  setMaintenance(on: boolean): void
  setShowContactForm(show: boolean): void
}

export type AppStore = StoreApi<AppState & AppActions>

const defaultCurrency: StoreCurrency = {
  code: constants.defaultCurrency.code,
  symbolBefore: null,
  symbolAfter: constants.defaultCurrency.symbolAfter,
  decimals: constants.defaultCurrency.decimals,
  rate: constants.defaultCurrency.rate,
}

/** A fresh store (tests make their own; the site uses the one `appStore`). */
export function createAppStore(initial: Partial<AppState['variables']> = {}): AppStore {
  let nextAlertId = 1
  return createStore<AppState & AppActions>()((set) => ({
    alert: { items: [] },
    validation: { errors: {}, form: null },
    variables: { locale: defaultLocale, currency: defaultCurrency, maintenance: false, showContactForm: false, ...initial },

    pushAlert(type, message, values) {
      const id = nextAlertId++
      set((s) => ({ alert: { items: [...s.alert.items, { id, type, message, ...(values ? { values } : {}) }] } }))
      return id
    },
    dismissAlert(id) {
      set((s) => ({ alert: { items: s.alert.items.filter((a) => a.id !== id) } }))
    },
    setErrors(errors, form = null) {
      set({ validation: { errors, form } })
    },
    clearErrors() {
      // Keep the same object when already empty: subscribers need not re-render on every request.
      set((s) => (Object.keys(s.validation.errors).length === 0 && s.validation.form === null ? s : { validation: { errors: {}, form: null } }))
    },
    setLocale(locale) {
      set((s) => ({ variables: { ...s.variables, locale } }))
    },
    setCurrency(currency) {
      set((s) => ({ variables: { ...s.variables, currency } }))
    },
    setMaintenance(maintenance) {
      set((s) => ({ variables: { ...s.variables, maintenance } }))
    },
    setShowContactForm(showContactForm) {
      set((s) => ({ variables: { ...s.variables, showContactForm } }))
    },
  }))
}

export const appStore: AppStore = createAppStore()

/** `useAppStore((s) => s.variables.showContactForm)` */
export function useAppStore<T>(selector: (state: AppState & AppActions) => T): T {
  return useStore(appStore, selector)
}

const none: readonly string[] = Object.freeze([])

/**
 * The messages for one field of one form (empty unless the last failed request was that form's).
 * Always the same empty array, so it is a stable selector result for React.
 */
export function fieldErrors(state: AppState, form: string, field: string): readonly string[] {
  return (state.validation.form === form ? state.validation.errors[field] : undefined) ?? none
}
