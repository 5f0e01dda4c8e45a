// Desktop menu (≥ 1024 px): sub-menus open on hover and by keyboard (disclosure pattern:
// a button with aria-expanded beside each link; Escape closes and returns focus).
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { path } from '../../shared/config/routes.js'
import { useT } from '../../shared/locales/intl.js'
import type { ChromeMenuItem } from '../../page-data/serviceMenu.js'
import { useLocale } from './useLocale.js'

export function TopMenu({ items, currentPath }: { items: ChromeMenuItem[]; currentPath: string }) {
  const t = useT()
  const [open, setOpen] = useState<number | null>(null)
  const navRef = useRef<HTMLElement>(null)

  useEffect(() => {
    const close = (e: MouseEvent | FocusEvent) => {
      if (navRef.current && e.target instanceof Node && !navRef.current.contains(e.target)) setOpen(null)
    }
    document.addEventListener('click', close)
    document.addEventListener('focusin', close)
    return () => {
      document.removeEventListener('click', close)
      document.removeEventListener('focusin', close)
    }
  }, [])

  const onKeyDown = (i: number) => (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open === i) {
      setOpen(null)
      navRef.current?.querySelector<HTMLButtonElement>(`#menu-toggle-${i}`)?.focus()
    }
  }

  return (
    <nav ref={navRef} className="top-menu" aria-label={t('nav.main')}>
      <ul className="top-menu__list">
        {items.map((item, i) => {
          const hasSub = item.submenu.length > 0 || (item.service?.groups.length ?? 0) > 0
          const active = currentPath === item.link || currentPath.startsWith(item.link + '/')
          return (
            <li
              key={item.link}
              className={`top-menu__item${open === i ? ' is-open' : ''}`}
              onMouseEnter={() => hasSub && setOpen(i)}
              onMouseLeave={() => setOpen((o) => (o === i ? null : o))}
              onKeyDown={onKeyDown(i)}
            >
              <a href={item.link} aria-current={active ? 'page' : undefined}>
                {item.text}
              </a>
              {hasSub && (
                <>
                  <button
                    type="button"
                    id={`menu-toggle-${i}`}
                    className="top-menu__toggle"
                    aria-expanded={open === i}
                    aria-controls={`submenu-${i}`}
                    onClick={() => setOpen((o) => (o === i ? null : i))}
                  >
                    <span className="visually-hidden">{t('nav.submenu', { name: item.text })}</span>
                  </button>
                  <div id={`submenu-${i}`} className="top-menu__panel" hidden={open !== i}>
                    {item.service ? (
                      <ServicePanel panel={item.service.panel} />
                    ) : (
                      <ul>
                        {item.submenu.map((s) => (
                          <li key={s.link}>
                            <a href={s.link}>{s.text}</a>
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                </>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

function ServicePanel({ panel: { shown, hasMore } }: { panel: NonNullable<ChromeMenuItem['service']>['panel'] }) {
  const t = useT()
  const locale = useLocale()
  return (
    <div className="service-panel">
      <ul className="service-panel__list">
        {shown.map((s) => (
          <li key={s.id}>
            <a href={path('service', locale, { id: s.group.id, slug: s.group.slug, slug2: s.slug })}>
              <span className="service-panel__name">{s.name}</span>
              <span className="service-panel__group">{s.group.name}</span>
            </a>
          </li>
        ))}
      </ul>
      {hasMore && (
        <a className="button button--secondary" href={path('services', locale)}>
          {t('nav.more_services')}
        </a>
      )}
    </div>
  )
}
