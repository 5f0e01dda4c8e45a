import { useRef } from 'react'
import { useScrolledPast } from '../../client/headerScroll.js'
import { path } from '../../shared/config/routes.js'
import { site } from '../../shared/config/site.js'
import type { ChromeMenuItem } from '../../page-data/serviceMenu.js'
import { useT } from '../../shared/locales/intl.js'
import type { Seo } from '../../page-data/seo.js'
import { AuthLink } from '../shop/AuthLink.js'
import { CartBadge } from '../shop/CartBadge.js'
import { LanguageSwitcher } from './LanguageSwitcher.js'
import { MobileMenu } from './MobileMenu.js'
import { SearchForm } from './SearchForm.js'
import { TopMenu } from './TopMenu.js'
import { useLocale } from './useLocale.js'

export function Header({ menu, seo }: { menu: ChromeMenuItem[]; seo: Seo }) {
  const t = useT()
  const locale = useLocale()
  const ref = useRef<HTMLElement>(null)
  // Spec §4: hover style once scrolled past the header's height minus 75 px.
  const scrolled = useScrolledPast(ref)
  return (
    <header ref={ref} className={scrolled ? 'site-header is-scrolled' : 'site-header'}>
      <a className="site-header__logo" href={path('home', locale)} aria-label={t('nav.home_label', { name: site.name })}>
        <img src="/logo.svg" alt="" width="148" height="36" />
      </a>
      <TopMenu items={menu} currentPath={seo.path} />
      <div className="site-header__tools">
        <details className="header-search">
          <summary>{t('search.open')}</summary>
          <SearchForm variant="dropdown" />
        </details>
        <CartBadge />
        <AuthLink />
        <LanguageSwitcher seo={seo} />
      </div>
      <MobileMenu items={menu} seo={seo} />
    </header>
  )
}
