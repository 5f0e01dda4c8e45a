// The newsletter popup (spec §4, §9): 60 s after the page loaded, unless the `newsletter-popup`
// cookie says hidden (60 days) or the page is the privacy page (information page 1). Closing it or
// a successful save hides it for good. Its content loads when it is due (issue 12: client/lazy.ts).
import { Suspense, useCallback, useEffect, useState } from 'react'
import { readCookie, writeCookie } from '../../../client/cookies.js'
import { lazyComponent, onIntent } from '../../../client/lazy.js'
import { constants } from '../../../shared/config/constants.js'
import { matchPath } from '../../../shared/config/routes.js'

const Dialog = lazyComponent(
  onIntent(() => import('./NewsletterPopupDialog.js')),
  (m) => m.NewsletterPopupDialog,
)

const { cookie, cookieDays, delayMs } = constants.newsletterPopup
export const popupHiddenValue = 'hidden'

export function isPrivacyPage(pathname: string): boolean {
  const m = matchPath(pathname)
  return m?.key === 'infoPage' && m.params['id'] === String(constants.privacyPageId)
}

export function NewsletterPopup() {
  const [due, setDue] = useState(false)

  useEffect(() => {
    if (readCookie(cookie) === popupHiddenValue) return
    const timer = setTimeout(() => setDue(true), delayMs)
    return () => clearTimeout(timer)
  }, [])

  const hide = useCallback(() => {
    writeCookie(cookie, popupHiddenValue, { days: cookieDays })
    setDue(false)
  }, [])

  // `due` is only ever true in the browser, after hydration: the address bar's path is the page's.
  if (!due || isPrivacyPage(location.pathname)) return null
  return (
    <Suspense fallback={null}>
      <Dialog onHide={hide} />
    </Suspense>
  )
}
