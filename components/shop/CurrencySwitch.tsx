// The currency switch (spec §4, §7): currencies from GET /api/lists/currencies; the choice is
// remembered in a cookie (currency.ts), prices are shown converted by its rate (§9).
import { useEffect, useId, useState } from 'react'
import { calls, chooseCurrency, loadCurrencies } from '../../client/shop/shop.js'
import type { Currency } from '../../client/shop/cartApi.js'
import { appStore, useAppStore } from '../../client/store.js'
import { useT } from '../../renderer/intl.js'

export function CurrencySwitch() {
  const t = useT()
  const id = useId()
  const [list, setList] = useState<Currency[]>([])
  const code = useAppStore((s) => s.variables.currency.code)
  useEffect(() => {
    let live = true
    loadCurrencies(calls).then((l) => { if (live) setList(l) }, () => appStore.getState().pushAlert('danger', 'currency.failed'))
    return () => { live = false }
  }, [])
  if (list.length < 2) return null
  return (
    <div className="field">
      <label htmlFor={id}>{t('currency.label')}</label>
      <select id={id} value={code} onChange={(e) => {
        const chosen = list.find((c) => c.code === e.target.value)
        if (chosen) chooseCurrency(chosen)
      }}>
        {list.map((c) => <option key={c.code} value={c.code}>{c.code}</option>)}
      </select>
    </div>
  )
}
