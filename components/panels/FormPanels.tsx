// Global modal, contact panel, newsletter popup and snackbars (spec §2: the default layout has
// the contact form, the simple one only the global modal). Also keeps the store's variables in
// step with the page. The spec's navigation middleware (§4) clears stored validation errors on
// every navigation: with Server Routing each page starts with an empty store.
import { useEffect } from 'react'
import { usePageContext } from '../../renderer/pageContext.js'
import { appStore } from '../../client/store.js'
import { useLocale } from '../../shared/locales/intl.js'
import { ContactPanel } from './contact/ContactPanel.js'
import { GlobalModal } from './modal/GlobalModal.js'
import { NewsletterPopup } from './newsletter/NewsletterPopup.js'
import { Snackbars } from './snackbars/Snackbars.js'

export function FormPanels({ layout }: { layout: 'default' | 'simple' }) {
  const pageContext = usePageContext()
  const locale = useLocale()

  useEffect(() => {
    appStore.getState().setLocale(locale)
  }, [locale])

  return (
    <>
      <div id="global-modal">
        <GlobalModal />
      </div>
      {layout === 'default' && (
        <div id="contact-panel">
          <ContactPanel routeKey={pageContext.routeKey} />
          <NewsletterPopup />
        </div>
      )}
      <Snackbars />
    </>
  )
}
