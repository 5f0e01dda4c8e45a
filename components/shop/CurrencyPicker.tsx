// The currency switch where prices are listed (publications, seminar detail): a button that
// says which currency the prices are in; using it loads the switch (the currency list from the
// API and the shop's code: on intent, not with the page — the page-speed budget).
import { Suspense, useState } from 'react'
import { useAppStore } from '../../client/store.js'
import { useT } from '../../shared/locales/intl.js'
import { CurrencySwitch } from './lazyParts.js'
import './shop.css'

export function CurrencyPicker() {
  const t = useT()
  const code = useAppStore((s) => s.variables.currency.code)
  const [open, setOpen] = useState(false)
  const loading = <p role="status">{t('currency.loading')}</p>
  return (
    <div className="currency-picker">
      {open ? (
        <Suspense fallback={loading}>
          <CurrencySwitch autoFocus />
        </Suspense>
      ) : (
        <button type="button" className="link-button" onClick={() => setOpen(true)}>
          {t('currency.change', { code })}
        </button>
      )}
    </div>
  )
}
