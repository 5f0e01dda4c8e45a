// Seminars list (spec §2): upcoming and past sections, and a sidebar filter by service area.
// Filtering happens in the browser, over the seminars of the list's page (a long list comes in
// pages: pages/seminars/list.ts); without JS every seminar of the page is listed and no buttons show.
import { useState } from 'react'
import { useT } from '../../shared/locales/intl.js'
import type { SeminarTeaser } from '../../page-data/teasers.js'
import { SeminarCard } from './Cards.js'
import { FilterButtons } from './FilterButtons.js'
import { useEnhanced } from './useEnhanced.js'
import { resplit, useNow } from './seminarTime.js'

export type AreaSeminar = SeminarTeaser & { areaId: number }
export type SeminarArea = { id: number; name: string }

/** `upcomingSection`: false on a later page of the list that holds past seminars only. */
export function SeminarDirectory(props: { upcoming: AreaSeminar[]; past: AreaSeminar[]; areas: SeminarArea[]; upcomingSection?: boolean }) {
  const { areas } = props
  const { upcoming, past } = resplit(props.upcoming, props.past, useNow())
  const t = useT()
  const enhanced = useEnhanced()
  const [selected, setSelected] = useState<string | null>(null)
  const visible = (list: AreaSeminar[]) => (selected === null ? list : list.filter((s) => String(s.areaId) === selected))
  return (
    <div className="layout-with-aside layout-with-aside--start">
      {enhanced && areas.length > 1 && (
        <aside className="filter-aside" aria-label={t('seminars.aside')}>
          <FilterButtons
            label={t('seminars.filter')}
            allLabel={t('seminars.filter_all')}
            options={areas.map((a) => ({ value: String(a.id), label: a.name }))}
            selected={selected}
            onSelect={setSelected}
          />
        </aside>
      )}
      <div>
        {(props.upcomingSection ?? true) && (
          <SeminarSection id="seminars-upcoming" title={t('seminars.upcoming')} items={visible(upcoming)} empty={upcoming.length === 0 ? t('seminars.none_upcoming') : t('seminars.none_in_area')} />
        )}
        {past.length > 0 && <SeminarSection id="seminars-past" title={t('seminars.past')} items={visible(past)} empty={t('seminars.none_in_area')} />}
      </div>
    </div>
  )
}

function SeminarSection({ id, title, items, empty }: { id: string; title: string; items: AreaSeminar[]; empty: string }) {
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {items.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className="grid">
          {items.map((s) => (
            <li key={s.id} data-area={s.areaId}>
              <SeminarCard seminar={s} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
