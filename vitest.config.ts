import { defineConfig } from 'vitest/config'

// Unit and integration tests live beside the code they test; browser tests (tests/e2e) run
// against the built site through their own config (vitest.e2e.config.ts).
export default defineConfig({
  test: {
    // Every folder's tests (config/codeFolders.ts lists the folders) but the built site's (tests/).
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['tests/**', 'node_modules/**', 'dist/**', '.build/**', '.cache/**', '.preview/**', 'content/**'],
    // The content pipeline's tests that run it whole over HTTP take up to ~20 s each while the
    // builds lane of `npm test` (tools/scripts/test-all.sh) shares the cores.
    testTimeout: 60_000,
    // Hooks that run the pipeline or a build wait for the other lane of `npm test` (tools/scripts/test-all.sh) too.
    hookTimeout: 180_000,
  },
})
