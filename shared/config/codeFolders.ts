// The repository's code, in one list: which folders and files the site is made by, which the
// content pipeline is, and which are tools. Read by publishing/code.ts (the code fingerprint: a
// rebuild is incremental only while none of the site's code changed; publishing/source-mirror.ts
// links the same list into .build/source for `vike build`) and content-pipeline/fingerprint.ts
// (output of other pipeline code is never reused). A folder missing here gave a stale rebuild;
// codeFolders.test.ts fails when a folder of the repository that holds code is in no list.

/** What the site's pages, assets, host files and content are made by (tests and docs left out). */
export const siteCode = [
  'shared',
  'content-pipeline',
  'search',
  'page-data',
  'renderer',
  'client',
  'components',
  'pages',
  'hosting',
  'publishing',
  'public',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
] as const

/** The content pipeline's own code (with what it imports): what fetches, validates and writes the content. */
export const pipelineCode = ['shared', 'content-pipeline', 'package-lock.json'] as const

/**
 * Code that is not the site: the sample API, benchmarks, scripts, the tests of the built site,
 * and the root's tool settings (tests, lint, formatter). A change here never makes a rebuild full.
 */
export const toolCode = ['tools', 'tests', 'vitest.config.ts', 'vitest.e2e.config.ts', 'vitest.builds.config.ts', 'eslint.config.js', '.dependency-cruiser.cjs'] as const
