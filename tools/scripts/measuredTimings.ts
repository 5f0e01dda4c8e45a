// Measured durations in code comments (issue 53): a figure measured on one machine on one day goes
// stale while the comment stays; docs/performance.md, the log, keeps it with its date and
// conditions, and the comment says only why. measuredTimings.test.ts fails on one in a comment.
//
// A duration (a number and `µs`, `ms`, `s`, `min`, `minutes`, `seconds`) counts as measured when
// it is approximate (`~25 s`, `about 15 s`), a range (`0.57-0.71 s`), a before-and-after
// (`2.4 s → 2.1 s`), what something took, cost or spent (`took 45 s`), or a figure from CI
// (`884 s in CI`). A duration the code sets or the spec asks for (`3 s after load`, `3333 ms`, a
// `30 s` timeout) is none of these.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { commentsOf, repositoryFiles } from './namedPaths.js'

const unit = String.raw`(?:µs|ms|s|min|minutes?|seconds?)\b`
const num = String.raw`\d+(?:[.,]\d+)*`

export const measuredDuration = new RegExp(
  [
    String.raw`(?:~|≈|\babout |\baround )${num}(?:[–-]${num})? ?${unit}`,
    String.raw`${num} ?(?:${unit} ?)?[–-] ?${num} ?${unit}`,
    String.raw`${num} ?(?:${unit})?\s*(?:→|->)\s*~?${num} ?${unit}`,
    String.raw`\b(?:took|takes|cost|costs|spent|spends|lasted)\b[^.;:()]{0,40}?\b${num} ?${unit}`,
    String.raw`${num} ?${unit}[^.;()]{0,30}\bin CI\b`,
  ].join('|'),
)

/** Each comment line of the repository's TypeScript and JavaScript files that quotes a measured duration. */
export function measuredTimingsInComments(root: string): { file: string; line: string }[] {
  const found: { file: string; line: string }[] = []
  for (const file of repositoryFiles(root)) {
    if (!/\.(ts|tsx|js|mjs|cjs)$/.test(file)) continue
    for (const comment of commentsOf(file, readFileSync(join(root, file), 'utf8'))) {
      for (const line of comment.split('\n')) if (measuredDuration.test(line)) found.push({ file, line: line.trim() })
    }
  }
  return found
}
