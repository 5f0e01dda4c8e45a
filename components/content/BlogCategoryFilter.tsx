// The blog's sidebar filter (spec §2 "filtered lists with a sidebar filter"): every category
// with posts, as links to its list; the one shown is marked with aria-current.
import { useLocale } from '../layout/useLocale.js'
import { path } from '../../shared/config/routes.js'
import { useT } from '../../shared/locales/intl.js'

export type CategoryFilterItem = { id: number; name: string; path: string; count: number }

/** `onFirstPage`: the current entry's link is this very page ('page'), else the section it belongs to ('true'). */
export function BlogCategoryFilter({ categories, total, currentId, onFirstPage }: { categories: CategoryFilterItem[]; total: number; currentId: number | null; onFirstPage: boolean }) {
  const t = useT()
  const locale = useLocale()
  const entries = [{ id: null, name: t('blog.all_categories'), path: path('blog', locale), count: total }, ...categories]
  return (
    <nav className="list-filter" aria-labelledby="blog-filter-title">
      <h2 id="blog-filter-title">{t('blog.categories')}</h2>
      <ul>
        {entries.map((c) => (
          <li key={c.id ?? 'all'}>
            <a href={c.path} aria-current={c.id !== currentId ? undefined : onFirstPage ? 'page' : 'true'}>
              {c.name} <span className="list-filter__count">({t('blog.post_count', { count: c.count })})</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="list-filter__archive">
        <a href={path('blogArchive', locale)}>{t('blog.archive_link')}</a>
      </p>
    </nav>
  )
}
