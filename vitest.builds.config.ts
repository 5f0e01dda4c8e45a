import { defineConfig } from 'vitest/config'

// The tests that build copies of the project (tools' projectCopy): rebuilds, shards, the guards,
// the lists at --scale 900, the shop on a plain static host. They need no build of this folder, so
// `npm test` runs them beside the rest (tools/scripts/test-all.sh), one at a time: each build uses
// both cores.
export const buildsLane = ['tests/build/**/*.test.ts', 'tests/e2e/lists-at-scale.test.ts', 'tests/e2e/shop-static-host.test.ts']

export default defineConfig({
  test: {
    include: buildsLane,
    testTimeout: 60_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
})
