// No measured durations in code comments: the log (docs/performance.md) keeps them (issue 53).
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { measuredDuration, measuredTimingsInComments } from './measuredTimings.js'

const root = join(import.meta.dirname, '../..')
/** The checker's own comment, whose examples are what it looks for. */
const rewrittenElsewhere = /^tools\/scripts\/measuredTimings\.ts$/

describe('measured timings in code comments', () => {
  it('none: they are in docs/performance.md, the comment says why', () => {
    const found = measuredTimingsInComments(root).filter(({ file }) => !rewrittenElsewhere.test(file))
    expect(found.map(({ file, line }) => `${file}: ${line}`)).toEqual([])
  }, 120_000) // every code file of the repository parsed: slow on a busy machine

  it('counts what was measured', () => {
    for (const text of ['the lane took 45 s', 'lists.test.ts (~25 s)', 'took 884 s in CI', '884 s in CI', '(0.57-0.71 s)', '2.4 s → 2.1 s', 'about 15 s', 'LCP 3.4–3.8 s']) {
      expect(text).toMatch(measuredDuration)
    }
  })

  it('leaves durations the code sets or the spec asks for', () => {
    for (const text of ['the popup opens 3 s after load', 'hide after 3333 ms', 'a 30 s timeout', 'arrows move 5 s', '(default 2000: about what they take to start)', 'at most once per 60 s']) {
      expect(text).not.toMatch(measuredDuration)
    }
  })
})
