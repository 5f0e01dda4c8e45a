// The archive's grouping: posts by year, then month, newest first, with months taken in
// Prague time (a post published at 00:30 on 1 March Prague time belongs to March).
export type MonthGroup<T> = { month: number; items: T[] }
export type YearGroup<T> = { year: number; months: MonthGroup<T>[] }

const yearMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague', year: 'numeric', month: '2-digit' })

export function pragueYearMonth(iso: string): { year: number; month: number } {
  const parts = yearMonth.formatToParts(new Date(iso))
  const get = (type: 'year' | 'month') => Number(parts.find((p) => p.type === type)?.value)
  return { year: get('year'), month: get('month') }
}

export function groupByMonth<T extends { published_at: string }>(items: T[]): YearGroup<T>[] {
  const sorted = [...items].sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at))
  const years: YearGroup<T>[] = []
  for (const item of sorted) {
    const { year, month } = pragueYearMonth(item.published_at)
    let y = years.at(-1)
    if (!y || y.year !== year) years.push(y = { year, months: [] })
    let m = y.months.at(-1)
    if (!m || m.month !== month) y.months.push(m = { month, items: [] })
    m.items.push(item)
  }
  return years
}
