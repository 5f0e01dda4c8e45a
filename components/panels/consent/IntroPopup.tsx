// The intro popup (spec §4): a modal banner 3 s after the page loads, unless the `intro-popup`
// cookie says hidden; closing it (button, Escape, backdrop) or clicking the banner hides it for
// 14 days. The banner is chosen by viewport when it opens.
import { useCallback, useEffect, useRef, useState } from 'react'
import { constants } from '../../../config/constants.js'
import { readCookie, writeCookie } from '../../../client/cookies.js'
import { introBannerFor, introHidden, introWanted, type IntroBanner, type IntroBanners } from '../../../client/introPopup.js'
import { useT } from '../../../renderer/intl.js'
import { useModalDialog } from './useModalDialog.js'

export function IntroPopup({ banners }: { banners: IntroBanners | null }) {
  const t = useT()
  const [banner, setBanner] = useState<IntroBanner | null>(null)
  const ref = useRef<HTMLDialogElement>(null)
  // The layout stays mounted across client-side navigation: the timer runs once per page load,
  // with the banners the page was loaded with.
  const initial = useRef(banners)
  useEffect(() => {
    const { cookie, delayMs } = constants.introPopup
    if (!introWanted(readCookie(cookie), initial.current)) return
    const timer = setTimeout(() => setBanner(introBannerFor(initial.current, window.innerWidth)), delayMs)
    return () => clearTimeout(timer)
  }, [])
  const hide = useCallback(() => {
    writeCookie(constants.introPopup.cookie, introHidden, { days: constants.introPopup.cookieDays })
    setBanner(null)
  }, [])
  useModalDialog(ref, banner !== null, hide)

  if (!banner) return null
  const image = <img src={banner.image} alt={banner.title} />
  return (
    <dialog
      ref={ref}
      className="intro-popup"
      aria-label={banner.title}
      // A click on the backdrop lands on the <dialog> itself.
      onClick={(e) => { if (e.target === e.currentTarget) hide() }}
    >
      <button type="button" className="dialog-close" onClick={hide}>
        <span aria-hidden="true">×</span><span className="visually-hidden">{t('intro.close')}</span>
      </button>
      {banner.href ? <a href={banner.href} onClick={hide}>{image}</a> : image}
    </dialog>
  )
}
