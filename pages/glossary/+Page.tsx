import { useData, usePageContext } from '../../renderer/pageContext.js'
import { PageHeader } from '../../components/content/PageHeader.js'
import { Pagination } from '../../components/content/Pagination.js'
import { useT } from '../../shared/locales/intl.js'
import { listAnchorPath, listPagePath } from '../../shared/config/routes.js'
import type { Data } from './+data.js'
import { OTHER } from './letters.js'

export default function Page() {
  const { alphabet, letters, groups, page, pages, seo } = useData<Data>()
  const { locale } = usePageContext()
  const t = useT()
  const present = new Map(letters.map((l) => [l.letter, l]))
  // The whole alphabet, so the index keeps its shape; letters without terms are not links. A
  // letter that starts on another page links there.
  const index = [...(present.has(OTHER) ? [OTHER] : []), ...alphabet]
  const label = (letter: string) => (letter === OTHER ? t('glossary.other') : letter)
  return (
    <>
      <PageHeader title={seo.title} perex={seo.description} crumbs={seo.breadcrumbs} />
      <nav className="letter-index" aria-label={t('glossary.index')}>
        <ul>
          {index.map((letter) => {
            const at = present.get(letter)
            return (
              <li key={letter}>
                {at ? (
                  <a href={listAnchorPath('glossary', 'glossaryPage', locale, page, at)} aria-label={t('glossary.letter', { letter: label(letter) })}>
                    {letter}
                  </a>
                ) : (
                  <span className="letter-index__empty" aria-hidden="true">
                    {letter}
                  </span>
                )}
              </li>
            )
          })}
        </ul>
      </nav>
      {groups.length === 0 && <p className="empty-state">{t('glossary.empty')}</p>}
      {groups.map((g) => (
        <section key={g.letter} id={g.id} className="letter-group" aria-labelledby={`${g.id}-title`}>
          <h2 id={`${g.id}-title`}>{label(g.letter)}</h2>
          <ul className="term-list">
            {g.items.map((term) => (
              <li key={term.id}>
                <a href={term.path}>{term.title}</a>
                <p>{term.perex}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <Pagination page={page} pages={pages} hrefFor={(n) => listPagePath('glossary', 'glossaryPage', locale, n)} />
    </>
  )
}
