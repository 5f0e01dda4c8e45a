// `npm run content`: its definition, from which its parser and --help are made (shared/command-line.ts).
import { defineCommand } from '../shared/command-line.js'
import { contentApiToken, contentOutDir, pipelineSettings } from './settings.js'

export const contentCommand = defineCommand({
  name: 'content',
  summary:
    'Pulls every entity from the content API, validates it, turns Markdown into sanitized HTML and writes typed JSON to content/generated atomically (nothing is written when anything fails). Without CONTENT_API_URL it starts the embedded sample API and pulls from it over HTTP.',
  options: {
    cache: { type: 'boolean', about: "go through the API's change feed and the answer cache in .cache/: only what changed is fetched" },
    full: { type: 'boolean', about: 'with --cache: start the answer cache afresh' },
    verify: { type: 'boolean', about: 'with --cache: revalidate every answer and report what the change feed missed' },
    wait: {
      type: 'boolean',
      about: 'with --cache (the build starts it so): read the caches, then wait for one line on stdin (incremental, verify or full) before the run',
    },
    drafts: { type: 'boolean', about: "the API's draft view, for the editors' preview: needs CONTENT_API_TOKEN and a CONTENT_OUT_DIR of its own" },
  },
  env: [...pipelineSettings, contentApiToken, contentOutDir],
  docs: ['content-pipeline/README.md'],
})
