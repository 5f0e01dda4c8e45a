// `npm run build` and `npm run rebuild` start here (publishing/cli.ts has the commands). Plain
// JavaScript, so Node runs it without a loader: it imports publishing/cli.ts compiled ahead
// (publishing/compiled.ts) while that bundle is up to date with its sources, else registers tsx and
// imports the source. tsx's loader thread and its round trip for each of the build's ~300 modules
// delay the content stage's start, and take CPU the stages beside it need.
import { pathToFileURL } from 'node:url'
import { freshEntry } from './fresh.mjs'

const compiled = freshEntry('cli')
// Which bundle this process runs from (publishing/compiled.ts bundlesCurrent), '' for the sources.
process.env.BUILD_CLI_BUNDLE = compiled ?? ''
if (compiled) await import(pathToFileURL(compiled).href)
else {
  const { register } = await import('tsx/esm/api')
  register()
  await import('./cli.ts')
}
