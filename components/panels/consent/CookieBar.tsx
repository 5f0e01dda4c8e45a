// The cookie bar (spec §4): until the visitor chooses — accept all, accept selected (in the
// settings dialog) or reject. The footer's "cookie settings" brings it back. Non-modal: the page
// stays usable while it is shown.
// Pre-rendered (issue 12): until hydration has read the cookie, the bar is in the HTML with its
// buttons disabled, shown only when the head script found no stored choice
// (client/consentDefault.ts, panels.css) — it is part of the first paint instead of appearing
// seconds later over the page (it was the largest element painted on phones: the LCP).
import { Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { acceptAll, reject, type ConsentState } from '../../../client/consent.js'
import { chooseConsent, useConsent } from '../../../client/consentState.js'
import { intentProps, lazyComponent, onIntent } from '../../../client/lazy.js'
import { useT } from '../../../shared/locales/intl.js'

// The settings dialog loads on intent (issue 12), not with every page.
const settings = onIntent(() => import('./ConsentSettings.js'))
const ConsentSettings = lazyComponent(settings, (m) => m.ConsentSettings)

export function CookieBar({ privacyPath }: { privacyPath: string | null }) {
  const t = useT()
  const { ready, barOpen, consent, reopened } = useConsent()
  const [settingsOpen, setSettingsOpen] = useState(false)
  // Mounted from the first opening on, so that closing keeps the dialog's own closing behaviour.
  const [settingsUsed, setSettingsUsed] = useState(false)
  const closeSettings = useCallback(() => setSettingsOpen(false), [])
  const ref = useRef<HTMLElement>(null)

  // Brought back from the footer: focus moves to the bar so keyboard users land on it.
  useEffect(() => {
    if (barOpen && reopened) ref.current?.focus()
  }, [barOpen, reopened])

  if (ready && !barOpen) return null
  const pending = !ready
  const choose = (choice: ConsentState) => {
    const hadFocus = ref.current?.contains(document.activeElement) ?? false
    setSettingsOpen(false)
    chooseConsent(choice)
    if (hadFocus) document.getElementById('main')?.focus()
  }
  return (
    <section ref={ref} className={pending ? 'cookie-bar cookie-bar--pending' : 'cookie-bar'} aria-labelledby="cookie-bar-title" tabIndex={-1}>
      <h2 id="cookie-bar-title" className="cookie-bar__title">
        {t('consent.bar_title')}
      </h2>
      <p className="cookie-bar__text">
        {t('consent.bar_text')}
        {privacyPath && (
          <>
            {' '}
            <a href={privacyPath}>{t('consent.privacy')}</a>
          </>
        )}
      </p>
      <div className="cookie-bar__actions">
        <button type="button" className="button" disabled={pending} onClick={() => choose(acceptAll())}>
          {t('consent.accept_all')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-haspopup="dialog"
          disabled={pending}
          {...intentProps(settings)}
          onClick={() => {
            setSettingsUsed(true)
            setSettingsOpen(true)
          }}
        >
          {t('consent.customize')}
        </button>
        <button type="button" className="button button--ghost" disabled={pending} onClick={() => choose(reject())}>
          {t('consent.reject')}
        </button>
      </div>
      {settingsUsed && (
        <Suspense fallback={null}>
          <ConsentSettings open={settingsOpen} current={consent} onClose={closeSettings} onChoose={choose} />
        </Suspense>
      )}
    </section>
  )
}
