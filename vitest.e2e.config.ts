import { defineConfig } from 'vitest/config'
import { buildsLane } from './vitest.builds.config.js'

// The site lane's tests against the built site (dist/client): real host servers and browser
// tests. Run after `npm run build`; they serve the build over HTTP themselves. The tests that
// build copies of the project or run the pipeline whole (`*.run.test.ts`), and the checks of the
// build's files (tests/output/), are the builds lane's (vitest.builds.config.ts).
export default defineConfig({
  test: {
    include: ['tests/hosting/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
    exclude: buildsLane,
    testTimeout: 60_000,
    // One module graph for the whole lane (Vitest's documented speed option; see vitest.config.ts).
    isolate: false,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
})
