import { defineConfig } from 'vitest/config'
import { buildsLane } from './vitest.builds.config.js'

// Unit and integration tests live beside the code they test; browser tests (tests/e2e) run
// against the built site through their own config (vitest.e2e.config.ts).
export default defineConfig({
  test: {
    // Every folder's tests (shared/config/codeFolders.ts lists the folders) but the built site's (tests/).
    include: ['**/*.test.{ts,tsx}'],
    // The whole runs beside the code (`*.run.test.ts`) are the builds lane's (vitest.builds.config.ts).
    exclude: ['tests/**', '**/node_modules/**', 'dist/**', '.build/**', '.cache/**', '.preview/**', 'content/**', ...buildsLane],
    testTimeout: 30_000,
    // One module graph per worker, not one per test file (Vitest's documented speed option):
    // isolation more than doubled the unit lane's CPU (docs/performance.md, 2026-11-28, night). So a test that changes the
    // working directory, the timers or process.env puts them back; every file passed in shuffled
    // order too (`npx vitest run --sequence.shuffle.files`).
    isolate: false,
    // Hooks that run the pipeline or a build wait for the other lane of `npm test` (tools/scripts/test-all.sh) too.
    hookTimeout: 180_000,
  },
})
