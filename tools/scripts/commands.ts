// `npm run compare-output` and `npm run page-entries`: their definitions, from which their parsers
// and --help are made (shared/command-line.ts).
import { defineCommand } from '../../shared/command-line.js'

/** `old=new`, both sides non-empty. */
const isRename = (value: string): string | undefined => (/^[^=]+=[^=]+$/.test(value) ? undefined : 'OLD=NEW')

export const compareOutputCommand = defineCommand({
  name: 'compare-output',
  summary:
    "Compares two built releases file for file, to show that a change of the code's shape left the site as it was: Vite's asset hashes and minified short names masked, scripts compared as their statements, .br/.gz by their text, the build's bookkeeping (build-report.json, build-state*.json, search-docs.json, assets.json) left out. Exit code 1 and a list when anything else differs.",
  options: {
    moved: { type: 'string', value: 'OLD=NEW', multiple: true, about: 'read the source path OLD as NEW in the baseline (a file this change moved, named in a message)', check: isRename },
  },
  positionals: { synopsis: 'BASE RELEASE', about: 'the two release folders (e.g. a copy of an earlier dist, and dist)', min: 2, max: 2 },
  env: [],
})

export const pageEntriesCommand = defineCommand({
  name: 'page-entries',
  summary:
    "Writes every page folder's +client.ts and +onBeforePrerenderStart.ts from their templates (tools/scripts/page-entries.ts), the same in every folder; pages/pageEntries.test.ts fails when one differs or is missing.",
  options: {},
  env: [],
})
