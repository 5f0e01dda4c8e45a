import { useData, usePageContext } from '../../renderer/pageContext.js'
import { Html } from '../../components/content/Html.js'
import { PageHeader } from '../../components/content/PageHeader.js'
import { path } from '../../shared/config/routes.js'
import { useT } from '../../shared/locales/intl.js'
import type { Data } from './+data.js'

export default function Page() {
  const { term, related, group, seo } = useData<Data>()
  const { locale } = usePageContext()
  const t = useT()
  return (
    <article className="glossary-term" data-term-id={term.id}>
      <PageHeader title={term.title} perex={term.perex} crumbs={seo.breadcrumbs} />
      <Html html={term.body} />
      {group && (
        <p className="glossary-term__service">
          {t('glossaryTerm.service')}: <a href={group.path}>{group.name}</a>
        </p>
      )}
      {related.length > 0 && (
        <section className="section" aria-labelledby="term-related">
          <h2 id="term-related">{t('glossaryTerm.related')}</h2>
          <ul>
            {related.map((r) => (
              <li key={r.id}>
                <a href={r.path}>{r.title}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <a href={path('glossary', locale)}>{t('glossaryTerm.back')}</a>
      </p>
    </article>
  )
}
