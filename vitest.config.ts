import { defineConfig } from 'vitest/config'

// Unit and integration tests live beside the code they test; browser tests (tests/e2e) run
// against the built site through their own config (vitest.e2e.config.ts).
export default defineConfig({
  test: {
    include: ['{config,content-pipeline,sample-api,components,pages,renderer,redirects,hosting,search,client,locales,scripts,build,bench}/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
