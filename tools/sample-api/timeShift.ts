// The sample content is written as the firm's site stood on one day, `authoredOn`. Served for
// another day it moves by whole weeks (weekdays and wall-clock times stay, Prague's summer time
// is applied), so on any day the site has what it had then: upcoming and past seminars, open
// and closed job offers, a banner for a seminar ahead, recent posts. The same day always gives
// the same content, so tests and benchmarks compare like with like.
import type { Dataset } from './dataset-types.js'

/** The day the sample content describes as "today" (a Monday). */
export const authoredOn = '2026-12-07'

const DAY = 86_400_000
const dayPattern = /^\d{4}-\d{2}-\d{2}$/
// A date-time as the API writes it: local time with its offset, or UTC.
const dateTimePattern = /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:\d{2})$/

const pragueOffsets = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Prague', timeZoneName: 'longOffset' })

function pragueOffset(instant: number): string {
  const name = pragueOffsets.formatToParts(new Date(instant)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT'
  return name === 'GMT' ? '+00:00' : name.slice(3)
}

const offsetMs = (offset: string): number => (offset === 'Z' ? 0 : (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6))) * 60_000)

/** The start of `day` in UTC, or NaN when it is no calendar day (Date.parse takes 2027-02-30 for 2 March). */
function dayStart(day: string): number {
  const start = dayPattern.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN
  return !Number.isNaN(start) && new Date(start).toISOString().slice(0, 10) === day ? start : Number.NaN
}

function parseDay(day: string): number {
  const start = dayStart(day)
  if (Number.isNaN(start)) throw new Error(`not a day (YYYY-MM-DD): ${JSON.stringify(day)}`)
  return start
}

const addDays = (day: string, days: number): string => new Date(dayStart(day) + days * DAY).toISOString().slice(0, 10)

/** How many days the content moves when served for `today`: whole weeks since `authoredOn`, rounded down. */
export function shiftDays(today: string): number {
  return Math.floor((parseDay(today) - parseDay(authoredOn)) / (7 * DAY)) * 7
}

/**
 * `value` moved by `days`: a day stays a day; a Prague time (+01:00/+02:00) keeps its wall-clock
 * time with the offset of its new date; any other offset or UTC moves by whole days. Anything
 * that is not a date (also a broken one the API serves on purpose) comes back as it was.
 */
export function shiftDate(value: string, days: number): string {
  const m = dayPattern.test(value) ? [value, value, '', ''] : dateTimePattern.exec(value)
  const [, day = '', time = '', offset = ''] = m ?? []
  if (!m || Number.isNaN(dayStart(day)) || Number.isNaN(Date.parse(value))) return value
  if (time === '') return addDays(day, days)
  const movedDay = addDays(day, days)
  if (offset !== '+01:00' && offset !== '+02:00') return `${movedDay}${time}${offset}`
  const wallClock = Date.parse(`${movedDay}${time}Z`)
  const guess = pragueOffset(wallClock - offsetMs(offset))
  return `${movedDay}${time}${pragueOffset(wallClock - offsetMs(guess))}`
}

function shiftStrings(node: unknown, days: number): void {
  if (node === null || typeof node !== 'object') return
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'string') Reflect.set(node, key, shiftDate(value, days))
    else shiftStrings(value, days)
  }
}

/** A copy of `dataset` as served for `today` (YYYY-MM-DD): every date in it moved by `shiftDays(today)`. */
export function datasetFor(dataset: Dataset, today: string): Dataset {
  const days = shiftDays(today)
  if (days === 0) return dataset
  const moved = structuredClone(dataset)
  shiftStrings(moved, days)
  return moved
}
