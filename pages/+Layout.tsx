// Spec §2: the default layout (header, footer, cookie bar, intro popup, contact form) and the
// simple one (cookie bar and global modal only). Error pages have no data: they get a minimal header.
//
// Each part of the page is its own <Suspense> boundary (issue 12, page speed): React hydrates the
// server's HTML of a boundary at low priority in slices of a few milliseconds, yielding to the
// browser between them, instead of one long task for the whole document (on a phone's CPU that
// task blocked input for 0.3–1 s). A click on a part not yet hydrated hydrates that part first
// and is then replayed. The fallbacks are never shown for pre-rendered HTML.
import { Suspense, type ReactNode } from 'react'
import { usePageContext as useVikePageContext } from 'vike-react/usePageContext'
import { path } from '../config/routes.js'
import { site } from '../config/site.js'
import { Footer } from '../components/layout/Footer.js'
import { Header } from '../components/layout/Header.js'
import { PanelMounts } from '../components/panels/PanelMounts.js'
import { LocaleProvider, useT } from '../renderer/intl.js'
import type { BaseData } from '../renderer/pageData.js'
import type { Chrome } from '../renderer/chrome.js'
import { PageContextProvider, usePageContext, type SitePageContext } from '../renderer/pageContext.js'
import { clientContextOf } from '../renderer/clientContext.js'
import { hasBaseData } from '../renderer/seoData.js'
import { localeOf } from '../renderer/localeOf.js'
import { useLocale } from '../components/layout/useLocale.js'
import '../renderer/styles.css'

/** Vike's layout (server): the site's page context from Vike's, around the site's layout. */
export function Layout({ children }: { children: ReactNode }) {
  const pageContext = useVikePageContext()
  const context: SitePageContext = { ...clientContextOf(pageContext), locale: localeOf(pageContext), hydrating: false }
  if (pageContext.chrome) context.chrome = pageContext.chrome
  return <PageContextProvider value={context}><SiteLayout>{children}</SiteLayout></PageContextProvider>
}

/** The layout itself, rendered by the server (above) and by the browser's hydration (renderer/hydrate.tsx). */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { data, chrome, layout } = usePageContext()
  return (
    <LocaleProvider>
      <Shell data={hasBaseData(data) ? data : null} chrome={chrome ?? null} layout={layout}>
        {children}
      </Shell>
    </LocaleProvider>
  )
}

function Shell({ data, chrome, layout, children }: { data: BaseData | null; chrome: Chrome | null; layout: 'default' | 'simple'; children: ReactNode }) {
  const t = useT()
  const locale = useLocale()
  const full = layout === 'default' && data !== null && chrome !== null
  return (
    <>
      <a className="skip-link" href="#main">{t('nav.skip')}</a>
      <Suspense>
        {full ? <Header menu={chrome.topMenu} seo={data.seo} /> : (
          <header className="site-header site-header--minimal">
            <a className="site-header__logo" href={path('home', locale)} aria-label={t('nav.home_label', { name: site.name })}>
              <img src="/logo.svg" alt="" width="148" height="36" />
            </a>
          </header>
        )}
      </Suspense>
      <main id="main" tabIndex={-1}><Suspense>{children}</Suspense></main>
      {full && <Suspense><Footer chrome={chrome} /></Suspense>}
      <Suspense><PanelMounts layout={layout} /></Suspense>
    </>
  )
}
