// The archive's grouping: posts by year, then month, newest first, with months taken in
// Prague time (a post published at 00:30 on 1 March Prague time belongs to March).
import { newestFirst } from '../../content-pipeline/listOrder.js'

export type MonthGroup<T> = { month: number; items: T[] }
export type YearGroup<T> = { year: number; months: MonthGroup<T>[] }

const yearMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague', year: 'numeric', month: '2-digit' })

export function pragueYearMonth(iso: string): { year: number; month: number } {
  const parts = yearMonth.formatToParts(new Date(iso))
  const get = (type: 'year' | 'month') => Number(parts.find((p) => p.type === type)?.value)
  return { year: get('year'), month: get('month') }
}

export function groupByMonth<T extends { id: number; published_at: string }>(items: T[]): YearGroup<T>[] {
  const sorted = newestFirst(items)
  const years: YearGroup<T>[] = []
  for (const item of sorted) {
    const { year, month } = pragueYearMonth(item.published_at)
    let y = years.at(-1)
    if (!y || y.year !== year) years.push((y = { year, months: [] }))
    let m = y.months.at(-1)
    if (!m || m.month !== month) y.months.push((m = { month, items: [] }))
    m.items.push(item)
  }
  return years
}

const pad = (n: number) => String(n).padStart(2, '0')

/** A month's section id: `archive-2026-03`. */
export const monthId = (year: number, month: number) => `archive-${year}-${pad(month)}`

/** A page's months (newest first) under their years, in order. */
export function monthsByYear<M extends { year: number }>(months: readonly M[]): { year: number; months: M[] }[] {
  const years: { year: number; months: M[] }[] = []
  for (const m of months) {
    const y = years.at(-1)
    if (y?.year === m.year) y.months.push(m)
    else years.push({ year: m.year, months: [m] })
  }
  return years
}
