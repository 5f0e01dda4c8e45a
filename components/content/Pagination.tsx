// Links between pre-rendered list pages; `hrefFor(1)` is the list's own route.
import { useT } from '../../shared/locales/intl.js'
import { pageWindow } from './pageWindow.js'

export function Pagination({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  const t = useT()
  if (pages < 2) return null
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <ul>
        {page > 1 && (
          <li>
            <a href={hrefFor(page - 1)} rel="prev">
              {t('pagination.prev')}
            </a>
          </li>
        )}
        {pageWindow(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page">{n}</span>
              ) : (
                <a href={hrefFor(n)} aria-label={t('pagination.page', { page: n })}>
                  {n}
                </a>
              )}
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <a href={hrefFor(page + 1)} rel="next">
              {t('pagination.next')}
            </a>
          </li>
        )}
      </ul>
    </nav>
  )
}
