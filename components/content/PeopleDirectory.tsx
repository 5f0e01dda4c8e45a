// People grouped by group (spec §3: 1 Partners, 2 Management, 3 Board, 4 Employees) with a
// sidebar: anchor links to each section always, and — once JS runs — buttons showing one group.
import { useState } from 'react'
import type { constants } from '../../config/constants.js'
import { useT } from '../../renderer/intl.js'
import { PersonCard, type PersonTeaser } from './Cards.js'
import { FilterButtons } from './FilterButtons.js'
import { useEnhanced } from './useEnhanced.js'

export type PeopleGroupKey = (typeof constants.peopleGroups)[keyof typeof constants.peopleGroups]
export type PeopleGroupSection = { key: PeopleGroupKey; people: PersonTeaser[] }

export function PeopleDirectory({ groups }: { groups: PeopleGroupSection[] }) {
  const t = useT()
  const enhanced = useEnhanced()
  const [selected, setSelected] = useState<string | null>(null)
  const name = (key: PeopleGroupKey) => t(`people.group.${key}`)
  return (
    <div className="layout-with-aside layout-with-aside--start">
      <aside className="filter-aside" aria-label={t('people.aside')}>
        <nav aria-label={t('people.jump')}>
          <ul>
            {groups.map((g) => (
              <li key={g.key}>
                {/* Following a link to a group the filter hides shows everyone again. */}
                <a href={`#group-${g.key}`} onClick={() => { if (selected !== null && selected !== g.key) setSelected(null) }}>{name(g.key)}</a>
              </li>
            ))}
          </ul>
        </nav>
        {enhanced && (
          <FilterButtons
            label={t('people.filter')}
            allLabel={t('people.filter_all')}
            options={groups.map((g) => ({ value: g.key, label: name(g.key) }))}
            selected={selected}
            onSelect={setSelected}
          />
        )}
      </aside>
      <div>
        {groups.map((g) => (
          <section key={g.key} id={`group-${g.key}`} className="section" aria-labelledby={`group-${g.key}-title`} hidden={selected !== null && selected !== g.key}>
            <h2 id={`group-${g.key}-title`}>{name(g.key)}</h2>
            <ul className="grid grid--people">
              {g.people.map((p) => <li key={p.id}><PersonCard person={p} /></li>)}
            </ul>
          </section>
        ))}
      </div>
    </div>
  )
}
