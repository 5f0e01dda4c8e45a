import { defineConfig } from 'vitest/config'

/**
 * The builds lane of `npm test` (tools/scripts/test-all.sh), after the unit tests and beside the
 * site lane (vitest.e2e.config.ts). A test file joins it by where it lives or how it is named,
 * never by a list kept here:
 * - `tests/build/`: the tests that build copies of the project (rebuilds, shards, the guards, time travel);
 * - `*.run.test.ts`, beside what they test: whole runs, again and again — the content pipeline's
 *   (content-pipeline/) and the lists at --scale 900 (tests/e2e/);
 * - `tests/output/`: the checks of the sample build's files (they read dist/, which nothing in
 *   this lane writes), here so that the two lanes take about as long (docs/performance.md).
 * The other configs exclude these, so a file runs in one lane only.
 */
export const buildsLane = ['tests/build/**/*.test.ts', '**/*.run.test.ts', 'tests/output/**/*.test.ts']

export default defineConfig({
  test: {
    include: buildsLane,
    exclude: ['**/node_modules/**', 'dist/**', '.build/**', '.cache/**', '.preview/**', 'content/**'],
    testTimeout: 60_000,
    // One module graph for the whole lane (Vitest's documented speed option; see vitest.config.ts).
    isolate: false,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
})
