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
/**
 * And browser tests of the built site, so that both lanes end together: with the bundle cache the
 * builds lane took 884 s in CI at 38f61cf and the other 1,047 s, its last minutes on one file at a
 * time that leaves a core idle. lists.test.ts (~25 s) joined when site.test.ts gave its every-page
 * visits to the design review (~60 s less); podcast.test.ts and calendar.test.ts (~6 s) when the
 * rebuild test made one bundle less (~12 s).
 */
export const laneBalance = ['tests/e2e/site.test.ts', 'tests/e2e/lists.test.ts', 'tests/e2e/podcast.test.ts', 'tests/e2e/calendar.test.ts']
export const buildsLane = ['tests/build/**/*.test.ts', 'tests/e2e/lists-at-scale.test.ts', 'tests/e2e/shop-static-host.test.ts', ...pipelineRuns, ...laneBalance]

export default defineConfig({
  test: {
    include: buildsLane,
    testTimeout: 60_000,
    // One module graph for the whole lane (Vitest's documented speed option; see vitest.config.ts).
    isolate: false,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
})
