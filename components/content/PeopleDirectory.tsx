// People grouped by group (spec §3: 1 Partners, 2 Management, 3 Board, 4 Employees) with a
// sidebar: links to each group always (to the page it starts on when the list is paged), and —
// once JS runs, on a list of one page — buttons showing one group. On a paged list the buttons
// would only filter the page, so the links do that job.
import { useState } from 'react'
import type { constants } from '../../shared/config/constants.js'
import { listAnchorPath, listPagePath } from '../../shared/config/routes.js'
import { useLocale, useT } from '../../shared/locales/intl.js'
import type { PersonTeaser } from '../../page-data/teasers.js'
import { PersonCard } from './Cards.js'
import { FilterButtons } from './FilterButtons.js'
import { Pagination } from './Pagination.js'
import { useEnhanced } from './useEnhanced.js'

export type PeopleGroupKey = (typeof constants.peopleGroups)[keyof typeof constants.peopleGroups]
export type PeopleGroupSection = { key: PeopleGroupKey; id: string; items: PersonTeaser[] }

export function PeopleDirectory({
  groups,
  index,
  page,
  pages,
}: {
  groups: PeopleGroupSection[]
  /** Every group with people and the page it starts on. */
  index: { key: PeopleGroupKey; id: string; page: number }[]
  page: number
  pages: number
}) {
  const t = useT()
  const locale = useLocale()
  const enhanced = useEnhanced()
  const [selected, setSelected] = useState<string | null>(null)
  const name = (key: PeopleGroupKey) => t(`people.group.${key}`)
  return (
    <div className="layout-with-aside layout-with-aside--start">
      <aside className="filter-aside" aria-label={t('people.aside')}>
        <nav aria-label={t('people.jump')}>
          <ul>
            {index.map((g) => (
              <li key={g.key}>
                {/* Following a link to a group the filter hides shows everyone again. */}
                <a
                  href={listAnchorPath('people', 'peoplePage', locale, page, g)}
                  onClick={() => {
                    if (selected !== null && selected !== g.key) setSelected(null)
                  }}
                >
                  {name(g.key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {enhanced && pages === 1 && (
          <FilterButtons label={t('people.filter')} allLabel={t('people.filter_all')} options={groups.map((g) => ({ value: g.key, label: name(g.key) }))} selected={selected} onSelect={setSelected} />
        )}
      </aside>
      <div>
        {groups.map((g) => (
          <section key={g.key} id={g.id} className="section" aria-labelledby={`${g.id}-title`} hidden={selected !== null && selected !== g.key}>
            <h2 id={`${g.id}-title`}>{name(g.key)}</h2>
            <ul className="grid grid--people">
              {g.items.map((p) => (
                <li key={p.id}>
                  <PersonCard person={p} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <Pagination page={page} pages={pages} hrefFor={(n) => listPagePath('people', 'peoplePage', locale, n)} />
      </div>
    </div>
  )
}
