import { defineConfig } from 'vitest/config'

// Tests against the built site (dist/client): output checks and browser tests. Run after
// `npm run build`; they serve the build over HTTP themselves.
export default defineConfig({
  test: {
    include: ['tests/output/**/*.test.ts', 'tests/build/**/*.test.ts', 'tests/hosting/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
})
