// Cookie bar (both layouts) and intro popup (default layout), spec §2, §4. Both depend on
// cookies: the popup renders nothing on the server and appears after hydration; the bar is
// pre-rendered and shown before hydration only when no choice is stored (CookieBar.tsx).
import { useEffect } from 'react'
import { usePageContext } from '../../renderer/pageContext.js'
import { initConsent } from '../../client/consentState.js'
import { CookieBar } from './consent/CookieBar.js'
import { IntroPopup } from './consent/IntroPopup.js'

export function ConsentPanels({ layout }: { layout: 'default' | 'simple' }) {
  const { chrome, routeKey } = usePageContext()
  useEffect(() => {
    initConsent()
  }, [])
  return (
    <>
      <div id="cookie-bar">
        <CookieBar privacyPath={chrome?.privacyPath ?? null} />
      </div>
      {layout === 'default' && routeKey !== 'maintenance' && (
        <div id="intro-popup">
          <IntroPopup banners={chrome?.introBanners ?? null} />
        </div>
      )}
    </>
  )
}
