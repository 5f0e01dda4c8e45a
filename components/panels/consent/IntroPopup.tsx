// The intro popup (spec §4): a modal banner 3 s after the page loads, unless the `intro-popup`
// cookie says hidden; closing it (button, Escape, backdrop) or clicking the banner hides it for
// 14 days. The banner is chosen by viewport when it opens. Its dialog (IntroDialog.tsx) is
// imported when the popup is due, not with every page (issue 12).
import { useCallback, useEffect, useRef, useState } from 'react'
import { constants } from '../../../shared/config/constants.js'
import { readCookie, writeCookie } from '../../../client/cookies.js'
import { introBannerFor, introHidden, introWanted } from '../../../client/introPopup.js'
import type { IntroBanner, IntroBanners } from '../../../page-data/introBanners.js'
import { onIntent } from '../../../client/lazy.js'

const dialog = onIntent(() => import('./IntroDialog.js'))

export function IntroPopup({ banners }: { banners: IntroBanners | null }) {
  const [banner, setBanner] = useState<IntroBanner | null>(null)
  // The layout stays mounted across client-side navigation: the timer runs once per page load,
  // with the banners the page was loaded with.
  const initial = useRef(banners)
  useEffect(() => {
    const { cookie, delayMs } = constants.introPopup
    if (!introWanted(readCookie(cookie), initial.current)) return
    let live = true
    const timer = setTimeout(() => {
      const due = introBannerFor(initial.current, window.innerWidth)
      // Shown once its code is there, so no <Suspense> is needed (React throttles a suspended
      // boundary's reveal with a timer); offline it does not show.
      dialog.load().then(
        () => {
          if (live) setBanner(due)
        },
        () => undefined,
      )
    }, delayMs)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [])
  const hide = useCallback(() => {
    writeCookie(constants.introPopup.cookie, introHidden, { days: constants.introPopup.cookieDays })
    setBanner(null)
  }, [])

  const IntroDialog = banner && dialog.loaded()?.IntroDialog
  return IntroDialog ? <IntroDialog banner={banner} onHide={hide} /> : null
}
