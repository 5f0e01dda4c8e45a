// The two files every page folder has and that are the same in all of them, written from one
// template each: `npm run page-entries` (re)writes them; pages/pageEntries.test.ts fails when one
// differs or is missing.
//
// Why files and not one inherited +file. Vike's `+client.ts` may be global (one `+client.ts` in pages/,
// inherited), but it is per page and not cumulative, and it has to import the page's own
// `+Page.tsx`: the pages are HTML-only for Vike (`clientHooks: false`, renderer/+config.ts), so the
// browser gets no Page from Vike, and a global entry would have to reach every page's component
// (an import.meta.glob of all pages: other chunks, other asset names, a bigger first load).
// `+onBeforePrerenderStart` is the same: a global hook would not know its page's route keys, and
// the build's page renderer reads each page's own (renderer/render/renderUrl.tsx). So each page keeps
// two small files, written here; the page's facts (its route keys) stay in its +route.ts.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseCommandLine } from '../../shared/command-line.js'
import { pageEntriesCommand } from './commands.js'

const pagesDir = fileURLToPath(new URL('../../pages', import.meta.url))

/** The browser's start on a page (client/start/hydrate.tsx): hydrate the page's own component. */
export const clientEntry = `// The browser's start on this page: hydrate it (client/start/hydrate.tsx). Environment: client.
// Written by \`npm run page-entries\` (tools/scripts/page-entries.ts): the same in every page folder.
import { hydrate } from '../../client/start/hydrate.js'
import Page from './+Page.js'

void hydrate(Page)
`

/** The URLs a page pre-renders: those of the route keys its +route.ts names. */
export const prerenderEntry = `// The URLs this page pre-renders: those of the route keys its +route.ts names.
// Written by \`npm run page-entries\` (tools/scripts/page-entries.ts): the same in every page folder.
import { prerenderUrls } from '../../renderer/prerender.js'
import route from './+route.js'

export const onBeforePrerenderStart = () => prerenderUrls(...route.keys)
`

/** Every page folder's entries as they should be: `[file, content]`. */
export function pageEntries(dir = pagesDir): [string, string][] {
  const out: [string, string][] = []
  for (const name of readdirSync(dir, { withFileTypes: true })) {
    if (!name.isDirectory()) continue
    const folder = join(dir, name.name)
    if (existsSync(join(folder, '+Page.tsx'))) out.push([join(folder, '+client.ts'), clientEntry])
    if (existsSync(join(folder, '+route.ts'))) out.push([join(folder, '+onBeforePrerenderStart.ts'), prerenderEntry])
  }
  return out
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  parseCommandLine(pageEntriesCommand)
  let written = 0
  for (const [file, text] of pageEntries()) {
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue
    writeFileSync(file, text)
    written++
  }
  console.log(`page entries: ${written} written`)
}
