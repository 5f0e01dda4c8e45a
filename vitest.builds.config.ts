import { defineConfig } from 'vitest/config'

// The second lane of `npm test` (tools/scripts/test-all.sh), beside the unit tests and the rest of
// the site's tests: the tests that build copies of the project (tools' projectCopy: rebuilds,
// shards, the guards, the lists at --scale 900, the shop on a plain static host), and two browser
// suites of the built site that even the lanes out (a fresh clone's run, 2026-11-28: 785 s here
// against 344 + 742 s in the other lane before they moved).
export const buildsLane = [
  'tests/build/**/*.test.ts',
  'tests/e2e/lists-at-scale.test.ts',
  'tests/e2e/shop-static-host.test.ts',
  'tests/e2e/overlays.test.ts',
  'tests/e2e/errors.test.ts',
]

export default defineConfig({
  test: {
    include: buildsLane,
    testTimeout: 60_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
})
