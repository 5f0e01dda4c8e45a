// Whether a seminar is over is decided at build time (the HTML must match on hydration) and
// corrected in the browser right after: a page built last week must not offer registration for
// yesterday's seminar, nor list it under upcoming.
import { useEffect, useState } from 'react'

/** Build-time value first, the browser's clock after hydration. */
export function useNow(): number | null {
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => setNow(Date.now()), [])
  return now
}

export function hasEnded(seminar: { ends_at: string }, now: number): boolean {
  return Date.parse(seminar.ends_at) < now
}

/** Re-splits build-time upcoming/past lists by `now`: newly ended ones move to the top of past. */
export function resplit<T extends { ends_at: string }>(upcoming: T[], past: T[], now: number | null): { upcoming: T[]; past: T[] } {
  if (now === null) return { upcoming, past }
  const ended = upcoming.filter((s) => hasEnded(s, now))
  if (ended.length === 0) return { upcoming, past }
  return { upcoming: upcoming.filter((s) => !hasEnded(s, now)), past: [...ended.reverse(), ...past] }
}
