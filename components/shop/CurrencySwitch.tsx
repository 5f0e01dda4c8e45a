// The currency switch (spec §4, §7): currencies from GET /api/lists/currencies; the choice is
// remembered in a cookie (currency.ts), prices are shown converted by its rate (§9). It loads
// with the shop's API calls (calls.ts), not the cart store.
// `autoFocus`: opened by the visitor (CurrencyPicker), it says it is loading and takes the focus
// once the list is there.
import { useEffect, useId, useRef, useState } from 'react'
import { calls } from '../../client/shop/calls.js'
import type { Currency } from '../../client/shop/cartApi.js'
import { chooseCurrency, loadCurrencies } from '../../client/shop/currency.js'
import { appStore, useAppStore } from '../../client/store.js'
import { useT } from '../../shared/locales/intl.js'

export function CurrencySwitch({ autoFocus = false }: { autoFocus?: boolean }) {
  const t = useT()
  const id = useId()
  const [list, setList] = useState<Currency[] | null>(null)
  const code = useAppStore((s) => s.variables.currency.code)
  const select = useRef<HTMLSelectElement>(null)
  useEffect(() => {
    let live = true
    loadCurrencies(calls).then(
      (l) => {
        if (live) setList(l)
      },
      () => {
        if (live) setList([])
        appStore.getState().pushAlert('danger', 'currency.failed')
      },
    )
    return () => {
      live = false
    }
  }, [])
  const shown = list !== null && list.length >= 2
  useEffect(() => {
    if (shown && autoFocus) select.current?.focus()
  }, [shown, autoFocus])
  if (list === null) return autoFocus ? <p role="status">{t('currency.loading')}</p> : null
  if (!shown) return null
  return (
    <div className="field">
      <label htmlFor={id}>{t('currency.label')}</label>
      <select
        ref={select}
        id={id}
        value={code}
        onChange={(e) => {
          const chosen = list.find((c) => c.code === e.target.value)
          if (chosen) chooseCurrency(chosen)
        }}
      >
        {list.map((c) => (
          <option key={c.code} value={c.code}>
            {c.code}
          </option>
        ))}
      </select>
    </div>
  )
}
