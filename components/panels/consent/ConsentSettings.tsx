// "Accept selected" (spec §4): a modal dialog with one switch per category. Technical is a
// disabled, checked switch — always on; the others start from the current choice (all off on a
// first visit).
import { useEffect, useRef, useState } from 'react'
import { acceptAll, acceptSelected, consentCategories, type ConsentCategory, type ConsentState, type OptionalCategory } from '../../../client/consent.js'
import { useT, type MessageKey } from '../../../shared/locales/intl.js'
import { useModalDialog } from './useModalDialog.js'

const labels: Record<ConsentCategory, { title: MessageKey; text: MessageKey }> = {
  technical: { title: 'consent.technical', text: 'consent.technical_text' },
  analytical: { title: 'consent.analytical', text: 'consent.analytical_text' },
  marketing: { title: 'consent.marketing', text: 'consent.marketing_text' },
  advertisement: { title: 'consent.advertisement', text: 'consent.advertisement_text' },
}

type Selection = Record<OptionalCategory, boolean>
const selectionOf = (state: ConsentState | null): Selection => ({
  analytical: state?.status === 'accepted' && state.categories.analytical,
  marketing: state?.status === 'accepted' && state.categories.marketing,
  advertisement: state?.status === 'accepted' && state.categories.advertisement,
})

export function ConsentSettings({ open, current, onClose, onChoose }: { open: boolean; current: ConsentState | null; onClose: () => void; onChoose: (state: ConsentState) => void }) {
  const t = useT()
  const ref = useRef<HTMLDialogElement>(null)
  const [selection, setSelection] = useState<Selection>(() => selectionOf(current))
  useEffect(() => {
    if (open) setSelection(selectionOf(current))
  }, [open, current])
  useModalDialog(ref, open, onClose)

  return (
    <dialog ref={ref} className="consent-dialog" aria-labelledby="consent-dialog-title" aria-describedby="consent-dialog-text">
      <button type="button" className="dialog-close" onClick={onClose}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{t('consent.close')}</span>
      </button>
      <h2 id="consent-dialog-title">{t('consent.settings_title')}</h2>
      <p id="consent-dialog-text">{t('consent.settings_text')}</p>
      <ul className="consent-dialog__list">
        {consentCategories.map((category) => {
          const locked = category === 'technical'
          const checked = locked || selection[category]
          const id = `consent-${category}`
          return (
            <li key={category} className="consent-switch">
              <input
                id={id}
                type="checkbox"
                role="switch"
                checked={checked}
                disabled={locked}
                aria-describedby={`${id}-text`}
                onChange={(e) => {
                  if (!locked) setSelection((s) => ({ ...s, [category]: e.target.checked }))
                }}
              />
              <label htmlFor={id}>
                {t(labels[category].title)}
                {locked && <span className="consent-switch__note"> ({t('consent.always_on')})</span>}
              </label>
              <p id={`${id}-text`}>{t(labels[category].text)}</p>
            </li>
          )
        })}
      </ul>
      <div className="consent-dialog__actions">
        <button type="button" className="button button--secondary" onClick={() => onChoose(acceptSelected(selection))}>
          {t('consent.save')}
        </button>
        <button type="button" className="button" onClick={() => onChoose(acceptAll())}>
          {t('consent.accept_all')}
        </button>
      </div>
    </dialog>
  )
}
