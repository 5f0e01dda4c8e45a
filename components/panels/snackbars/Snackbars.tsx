// Snackbars for the store's alerts (spec §3 "alert", §8 messages). Two live regions: success and
// info are announced politely, danger assertively. Each hides after a while unless the pointer or
// focus is on it (so it can be read), or when its close button is used.
import { useEffect, useState } from 'react'
import { takeCarriedAlert } from '../../../client/navigation.js'
import { appStore, useAppStore, type Alert } from '../../../client/store.js'
import { useT } from '../../../shared/locales/intl.js'

const VISIBLE_MS = { success: 8000, info: 8000, danger: 12000 } as const
const dismiss = (id: number) => appStore.getState().dismissAlert(id)

function Snackbar({ alert }: { alert: Alert }) {
  const t = useT()
  const [held, setHeld] = useState(false)
  useEffect(() => {
    if (held) return
    const timer = setTimeout(() => dismiss(alert.id), VISIBLE_MS[alert.type])
    return () => clearTimeout(timer)
  }, [alert, held])
  return (
    <li className={`snackbar snackbar--${alert.type}`} onMouseEnter={() => setHeld(true)} onMouseLeave={() => setHeld(false)} onFocus={() => setHeld(true)} onBlur={() => setHeld(false)}>
      <span>{t(alert.message, alert.values)}</span>
      <button type="button" onClick={() => dismiss(alert.id)} aria-label={t('snackbar.close')}>
        ×
      </button>
    </li>
  )
}

export function Snackbars() {
  const items = useAppStore((s) => s.alert.items)
  // A snackbar sent along by the previous page (client/navigation.ts), e.g. a form's success.
  useEffect(() => {
    const carried = takeCarriedAlert()
    if (carried) appStore.getState().pushAlert(carried.type, carried.message)
  }, [])
  const calm = items.filter((a) => a.type !== 'danger')
  const urgent = items.filter((a) => a.type === 'danger')
  return (
    <div className="snackbars">
      <ul aria-live="polite" className="snackbars__list">
        {calm.map((a) => (
          <Snackbar key={a.id} alert={a} />
        ))}
      </ul>
      <ul aria-live="assertive" className="snackbars__list">
        {urgent.map((a) => (
          <Snackbar key={a.id} alert={a} />
        ))}
      </ul>
    </div>
  )
}
