// Spec §2: the default layout (header, footer, cookie bar, intro popup, contact form) and the
// simple one (cookie bar and global modal only). Error pages have no data: they get a minimal header.
// Rendered by the server (renderer/+Layout.tsx, from Vike's pageContext) and by the browser's
// hydration (client/start/hydrate.tsx).
//
// Each part of the page is its own <Suspense> boundary (issue 12, page speed): React hydrates the
// server's HTML of a boundary at low priority in slices of a few milliseconds, yielding to the
// browser between them, instead of one long task for the whole document (on a phone's CPU that
// task blocked input for up to a second). A click on a part not yet hydrated hydrates that part first
// and is then replayed. The fallbacks are never shown for pre-rendered HTML.
import { Suspense, type ReactNode } from 'react'
import { path } from '../../shared/config/routes.js'
import { site } from '../../shared/config/site.js'
import { Footer } from './Footer.js'
import { Header } from './Header.js'
import { PanelMounts } from '../panels/PanelMounts.js'
import { LocaleProvider, useT } from '../../shared/locales/intl.js'
import type { BaseData } from '../../page-data/pageData.js'
import type { Chrome } from '../../page-data/chrome.js'
import { usePageContext } from '../../renderer/pageContext.js'
import { hasBaseData } from '../../page-data/seoData.js'
import { useLocale } from './useLocale.js'
import '../../renderer/styles.css'

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
      <a className="skip-link" href="#main">
        {t('nav.skip')}
      </a>
      <Suspense>
        {full ? (
          <Header menu={chrome.topMenu} seo={data.seo} />
        ) : (
          <header className="site-header site-header--minimal">
            <a className="site-header__logo" href={path('home', locale)} aria-label={t('nav.home_label', { name: site.name })}>
              <img src="/logo.svg" alt="" width="148" height="36" />
            </a>
          </header>
        )}
      </Suspense>
      <main id="main" tabIndex={-1}>
        <Suspense>{children}</Suspense>
      </main>
      {full && (
        <Suspense>
          <Footer chrome={chrome} />
        </Suspense>
      )}
      <Suspense>
        <PanelMounts layout={layout} />
      </Suspense>
    </>
  )
}
