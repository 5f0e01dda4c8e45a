import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { chromeFilesInDev } from './renderer/vite-plugin-chrome.js'
import { clientCatalogs } from './shared/locales/vite-plugin-client-catalogs.js'
import { generatedMedia } from './renderer/vite-plugin-media.js'
import { compileHints } from './renderer/vite-plugin-compile-hints.js'
import { stacklessSentinels } from './renderer/vite-plugin-stackless-sentinels.js'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gitignoredFolders, vikeCrawlIgnoring } from './renderer/vike-crawl.js'
import { clientEnvPrefixes } from './shared/config/client-env.js'

// tools/bench/plain-vike is a separate Vike app (the benchmark's baseline): not pages of this site; nor
// is anything .gitignore names (the published site, the pipeline's output).
const gitignore = fileURLToPath(new URL('.gitignore', import.meta.url))
const ignored = existsSync(gitignore) ? gitignoredFolders(readFileSync(gitignore, 'utf8')) : []
process.env.VIKE_CRAWL = vikeCrawlIgnoring(process.env.VIKE_CRAWL, ['tools/**', ...ignored])

export default defineConfig({
  plugins: [clientCatalogs(), vike(), react(), generatedMedia(), chromeFilesInDev(), compileHints(), stacklessSentinels()],
  // BUILD_OUT_DIR: the build (publishing/stages.ts) writes each release into a fresh folder (empty:
  // nothing to empty, and outside the root Vite would only warn that it does not).
  build: {
    target: 'es2022',
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
    emptyOutDir: process.env.BUILD_OUT_DIR ? false : undefined,
    // react-intl makes its Formatted* components at module level without a pure annotation, so a
    // bundle keeps every one of them though the site uses none (~1 KB gzip a page): told pure here.
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['createFormattedComponent', 'createFormattedDateTimePartsComponent'] },
      // The libraries every page runs at start, in one chunk: split by the bundler into three (React,
      // React DOM with the layout, react-intl's), each page paid for the files' glue and their
      // separate compression (docs/performance.md, "the homes' blocking time"). Every page loads
      // all of them anyway.
      output: { codeSplitting: { groups: [{ name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-intl|@formatjs|intl-messageformat)[\\/]/ }] } },
    },
  },
  // Build-time client settings (shared/config/client-env.ts: PUBLIC_API_BASE, PUBLIC_RECAPTCHA_SITE_KEY, …).
  envPrefix: [...clientEnvPrefixes],
})
