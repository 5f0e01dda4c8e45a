// The intro popup's dialog (IntroPopup.tsx): imported when the popup is due, 3 s after load, not
// with every page (issue 12). A modal <dialog>; closing it (button, Escape, backdrop) or clicking
// the banner calls onHide.
import { useRef } from 'react'
import type { IntroBanner } from '../../../page-data/introBanners.js'
import { useT } from '../../../shared/locales/intl.js'
import { useModalDialog } from './useModalDialog.js'

export function IntroDialog({ banner, onHide }: { banner: IntroBanner; onHide: () => void }) {
  const t = useT()
  const ref = useRef<HTMLDialogElement>(null)
  useModalDialog(ref, true, onHide)
  const image = <img src={banner.image} alt={banner.title} />
  return (
    <dialog
      ref={ref}
      className="intro-popup"
      aria-label={banner.title}
      // A click on the backdrop lands on the <dialog> itself.
      onClick={(e) => {
        if (e.target === e.currentTarget) onHide()
      }}
    >
      <button type="button" className="dialog-close" onClick={onHide}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{t('intro.close')}</span>
      </button>
      {banner.href ? (
        <a href={banner.href} onClick={onHide}>
          {image}
        </a>
      ) : (
        image
      )}
    </dialog>
  )
}
