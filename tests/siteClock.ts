// The built site's "now" (shared/config/clock.ts), as its report records it: what the build showed as
// upcoming, past and this year. Tests of a built site compare dates with it, never with the wall
// clock, so a build made at any date is checked against the date it was made for.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { reportName, type BuildReport } from '../publishing/report.js'

export function builtNow(release = 'dist'): number {
  const report = JSON.parse(readFileSync(join(release, reportName), 'utf8')) as Pick<BuildReport, 'now'>
  return Date.parse(report.now)
}
