import { defineConfig } from 'vitest/config'

// The tests that build copies of the project (tools' projectCopy): rebuilds, shards, the guards,
// the lists at --scale 900, the shop on a plain static host; and the content pipeline's tests that
// run it whole, over HTTP, again and again (the longest of the unit tests). They need no build of
// this folder, so `npm test` runs them beside the rest (tools/scripts/test-all.sh), one at a time.
export const pipelineRuns = [
  'content-pipeline/render.test.ts',
  'content-pipeline/reuse.test.ts',
  'content-pipeline/run.test.ts',
  'content-pipeline/cli.test.ts',
  'content-pipeline/incremental.test.ts',
]
export const buildsLane = ['tests/build/**/*.test.ts', 'tests/e2e/lists-at-scale.test.ts', 'tests/e2e/shop-static-host.test.ts', ...pipelineRuns]

export default defineConfig({
  test: {
    include: buildsLane,
    testTimeout: 60_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
})
