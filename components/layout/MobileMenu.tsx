// Mobile menu (< 1024 px): a panel with expandable sub-menus, the inline search and the
// language switcher. Focus stays inside while it is open. What the panel holds is rendered when
// it opens, not into every page: it repeats the top menu's links, the search form and the
// language switcher (~5.6 KB of a 38 KB blog post), and the button that opens it needs the page's
// script anyway.
import { useCallback, useRef, useState } from 'react'
import { path } from '../../shared/config/routes.js'
import type { ChromeMenuItem } from '../../page-data/serviceMenu.js'
import { useT } from '../../shared/locales/intl.js'
import type { Seo } from '../../page-data/seo.js'
import { LanguageSwitcher } from './LanguageSwitcher.js'
import { SearchForm } from './SearchForm.js'
import { useFocusTrap } from './useFocusTrap.js'
import { useLocale } from './useLocale.js'

export function MobileMenu({ items, seo }: { items: ChromeMenuItem[]; seo: Seo }) {
  const t = useT()
  const locale = useLocale()
  const [open, setOpen] = useState(false)
  const [expanded, setExpanded] = useState<number | null>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const close = useCallback(() => setOpen(false), [])
  useFocusTrap(panelRef, open, close)

  return (
    <div className="mobile-menu">
      <button type="button" className="mobile-menu__toggle" aria-expanded={open} aria-controls="mobile-menu-panel" onClick={() => setOpen(true)}>
        {t('nav.open_menu')}
      </button>
      <div id="mobile-menu-panel" ref={panelRef} className="mobile-menu__panel" hidden={!open} role="dialog" aria-modal="true" aria-label={t('nav.main')}>
        {open && (
          <>
            <button type="button" className="mobile-menu__close" onClick={close}>
              {t('nav.close_menu')}
            </button>
            <SearchForm variant="inline" />
            <nav aria-label={t('nav.main')}>
              <ul>
                {items.map((item, i) => {
                  const sub = item.service ? item.service.groups.map((g) => ({ text: g.name, link: path('serviceGroup', locale, { id: g.id, slug: g.slug }) })) : item.submenu
                  return (
                    <li key={item.link}>
                      <a href={item.link}>{item.text}</a>
                      {sub.length > 0 && (
                        <>
                          <button type="button" aria-expanded={expanded === i} aria-controls={`mobile-sub-${i}`} onClick={() => setExpanded((e) => (e === i ? null : i))}>
                            <span className="visually-hidden">{t('nav.submenu', { name: item.text })}</span>
                          </button>
                          <ul id={`mobile-sub-${i}`} hidden={expanded !== i}>
                            {sub.map((s) => (
                              <li key={s.link}>
                                <a href={s.link}>{s.text}</a>
                              </li>
                            ))}
                          </ul>
                        </>
                      )}
                    </li>
                  )
                })}
              </ul>
            </nav>
            <LanguageSwitcher seo={seo} />
          </>
        )}
      </div>
    </div>
  )
}
