import { describe, expect, it } from 'vitest'
import { createAppStore, fieldErrors } from './store.js'

describe('app store', () => {
  it('starts with no alerts, no errors, Czech, CZK, no maintenance, the contact panel closed', () => {
    const s = createAppStore().getState()
    expect(s.alert.items).toEqual([])
    expect(s.validation).toEqual({ errors: {}, form: null })
    expect(s.variables).toMatchObject({ locale: 'cs', maintenance: false, showContactForm: false })
    expect(s.variables.currency).toMatchObject({ code: 'CZK', symbolAfter: 'Kč', decimals: 0, rate: 1 })
  })

  it('alerts: pushed with increasing ids, dismissed one by one', () => {
    const store = createAppStore()
    const a = store.getState().pushAlert('success', 'newsletter.success')
    const b = store.getState().pushAlert('danger', 'newsletter.failure', { x: 1 })
    expect(b).toBeGreaterThan(a)
    expect(store.getState().alert.items).toEqual([
      { id: a, type: 'success', message: 'newsletter.success' },
      { id: b, type: 'danger', message: 'newsletter.failure', values: { x: 1 } },
    ])
    store.getState().dismissAlert(a)
    expect(store.getState().alert.items.map((i) => i.id)).toEqual([b])
  })

  it('validation: errors are tagged with their form and replaced, then cleared', () => {
    const store = createAppStore()
    store.getState().setErrors({ email: ['Pole musí být vyplněno'] }, 'contact')
    expect(fieldErrors(store.getState(), 'contact', 'email')).toEqual(['Pole musí být vyplněno'])
    // Another form, or a field without errors, sees nothing — and the same empty array each time.
    expect(fieldErrors(store.getState(), 'newsletter', 'email')).toEqual([])
    expect(fieldErrors(store.getState(), 'contact', 'phone')).toBe(fieldErrors(store.getState(), 'newsletter', 'email'))
    store.getState().setErrors({ phone: ['Pole musí obsahovat pouze číslice.'] }, 'contact')
    expect(store.getState().validation.errors).toEqual({ phone: ['Pole musí obsahovat pouze číslice.'] })
    store.getState().clearErrors()
    expect(store.getState().validation).toEqual({ errors: {}, form: null })
  })

  it('clearing empty errors does not notify subscribers', () => {
    const store = createAppStore()
    let calls = 0
    store.subscribe(() => calls++)
    store.getState().clearErrors()
    expect(calls).toBe(0)
    store.getState().setErrors({ a: ['x'] })
    store.getState().clearErrors()
    expect(calls).toBe(2)
  })

  it('variables: locale, currency, maintenance flag, contact panel', () => {
    const store = createAppStore({ locale: 'en' })
    expect(store.getState().variables.locale).toBe('en')
    store.getState().setLocale('cs')
    store.getState().setMaintenance(true)
    store.getState().setShowContactForm(true)
    store.getState().setCurrency({ code: 'EUR', symbolBefore: '€', symbolAfter: null, decimals: 2, rate: 0.04 })
    expect(store.getState().variables).toEqual({
      locale: 'cs',
      maintenance: true,
      showContactForm: true,
      currency: { code: 'EUR', symbolBefore: '€', symbolAfter: null, decimals: 2, rate: 0.04 },
    })
  })

  it('stores are independent', () => {
    const one = createAppStore()
    const two = createAppStore()
    one.getState().setShowContactForm(true)
    expect(two.getState().variables.showContactForm).toBe(false)
  })
})
