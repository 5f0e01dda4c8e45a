// `npm run build` and `npm run rebuild` (publishing/cli.ts, started by publishing/launch.mjs): their
// definitions, from which their parsers and --help are made (shared/command-line.ts).
import { defineCommand, isPort, type Setting } from '../shared/command-line.js'
import { contentApiUrl, pipelineSettings } from '../content-pipeline/settings.js'
import { shardProblem } from './sharding.js'
import { debounceMs, hostSettings, maxRemovedPages, maxRemovedShare, publicSettings, runSettings, siteUrl, webhookSecret } from './settings.js'
import { buildNowSetting } from '../shared/config/clock.js'

/** The guards of docs/scheduling.md: both commands take them. */
const guardOptions = {
  'replace-source': { type: 'boolean', about: 'publish over a release pinned to another content source or SITE_URL (guard 1)' },
  'allow-removals': { type: 'boolean', about: 'publish although more pages of a type go than the removal guard allows (guard 2)' },
  'require-source': { type: 'boolean', about: 'refuse to run without a content source, unless nothing is published yet (CI)' },
} as const

/** Both commands print their plan instead of running it (publishing/explain.ts). */
const explainOption = {
  explain: { type: 'boolean', about: "print the facts and the plan's decisions with their reasons, then exit: nothing is fetched, built or published" },
} as const

const buildSettings: readonly Setting[] = [
  { ...contentApiUrl, about: `${contentApiUrl.about}; a build from another source than the published release's is refused (guard 1)` },
  siteUrl,
  buildNowSetting,
  maxRemovedShare,
  maxRemovedPages,
  ...pipelineSettings.filter((s) => s !== contentApiUrl),
  ...publicSettings,
  ...hostSettings,
  ...runSettings,
]

export const buildCommand = defineCommand({
  name: 'build',
  summary:
    'The whole build (the stages of publishing/stages.ts): pulls the content, pre-renders every page of both locales, writes the search indexes, feeds, calendars and host files, checks every internal link, publishes the release atomically (dist links to the newest good one), prints a summary and writes dist/build-report.json.',
  options: {
    shard: { type: 'string', value: 'I/N', about: 'render the I-th of N shares of the pages into .build/shards/I (no publish)', check: shardProblem },
    merge: { type: 'boolean', about: 'assemble the shard folders DIR…, finish the build and publish' },
    ...explainOption,
    ...guardOptions,
  },
  positionals: { synopsis: 'DIR…', about: 'with --merge: the shard folders' },
  env: buildSettings,
  docs: ['docs/scheduling.md', 'publishing/sharding.ts', 'content-pipeline/README.md'],
})

export const rebuildCommand = defineCommand({
  name: 'rebuild',
  summary:
    "Only what changed since the published build: asks the API's change feed, re-renders the pages whose content changed, removes deleted pages (301 to their list) and publishes atomically; after a change to the code it builds everything. Takes CONTENT_API_URL and SITE_URL from the published release when they are unset.",
  options: {
    listen: { type: 'string', value: 'PORT', about: "wait for a CMS's webhook on PORT (0: any free one) and rebuild on each call; implies --require-source", check: isPort },
    verify: { type: 'boolean', about: 'revalidate every list instead of trusting the change feed (guard 3)' },
    wait: { type: 'boolean', about: 'get ready (code loaded, caches read), then rebuild on "go" from stdin (the webhook starts its rebuilds so)' },
    ...explainOption,
    ...guardOptions,
  },
  env: [...buildSettings, webhookSecret, debounceMs],
  docs: ['docs/scheduling.md', 'content-pipeline/README.md'],
})
