// The build's "now": one instant for every stage, worker and child process of a run, so that
// what is upcoming, expired or this year is decided once. `BUILD_NOW` (a day, YYYY-MM-DD, read as
// its start in Prague, or a date-time with an offset) names it; without it the clock does. The
// build fixes it in its environment at start (`pinBuildNow`) and records it in its report; tests
// set it instead of reading the wall clock.
import type { Setting } from '../command-line.js'

type Env = Record<string, string | undefined>

/** BUILD_NOW as the commands' help describes it (shared/command-line.ts). */
export const buildNowSetting = {
  name: 'BUILD_NOW',
  unset: 'the clock',
  about: "the run's now: a day (2027-06-01, its start in Prague) or a date-time with an offset; decides what is upcoming and the day the embedded sample API serves its content for",
} as const satisfies Setting

const dayPattern = /^\d{4}-\d{2}-\d{2}$/
const dateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

/** `text` as an instant (ms), or an error that says what BUILD_NOW accepts. */
export function parseBuildNow(text: string): number {
  const trimmed = text.trim()
  const instant = dayPattern.test(trimmed) ? pragueMidnight(trimmed) : dateTimePattern.test(trimmed) ? Date.parse(trimmed) : Number.NaN
  if (Number.isNaN(instant)) throw new Error(`BUILD_NOW must be a day (2027-06-01) or a date-time with an offset (2027-06-01T09:00:00+02:00), not ${JSON.stringify(text)}`)
  return instant
}

const pragueDayOf = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague', year: 'numeric', month: '2-digit', day: '2-digit' })

/** The start of `day` in Prague: midnight at the summer offset if that falls on the day, else at the winter one. */
function pragueMidnight(day: string): number {
  const summer = Date.parse(`${day}T00:00:00+02:00`)
  const winter = Date.parse(`${day}T00:00:00+01:00`)
  if (Number.isNaN(summer)) return summer
  if (pragueDayOf.format(new Date(summer)) === day) return summer
  // Date.parse takes 2027-02-30 for 2 March: a day must come back as written.
  return pragueDayOf.format(new Date(winter)) === day ? winter : Number.NaN
}

/** The run's "now" in ms: `BUILD_NOW` when set, else the clock. */
export function buildNow(env: Env = process.env): number {
  const set = env.BUILD_NOW?.trim()
  return set ? parseBuildNow(set) : Date.now()
}

/** Fixes the run's "now" in `env` (children and workers inherit it) and returns it. */
export function pinBuildNow(env: Env = process.env): number {
  const now = buildNow(env)
  env.BUILD_NOW = new Date(now).toISOString()
  return now
}

/** The calendar day in Prague at `instant`, YYYY-MM-DD: the day the site is built for. */
export function pragueDay(instant: number): string {
  return pragueDayOf.format(new Date(instant))
}
