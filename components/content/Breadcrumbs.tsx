// Breadcrumb trail (spec §2: shown only when enabled — a page passes its crumbs to enable it).
import type { Crumb } from '../../page-data/seo.js'
import { useT } from '../../shared/locales/intl.js'

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] | undefined }) {
  const t = useT()
  if (!crumbs || crumbs.length < 2) return null
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <ol>
        {crumbs.map((c, i) => (
          <li key={c.path}>{i === crumbs.length - 1 ? <span aria-current="page">{c.name}</span> : <a href={c.path}>{c.name}</a>}</li>
        ))}
      </ol>
    </nav>
  )
}
