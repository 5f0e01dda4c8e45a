// The search stage as a process of its own (build/stages.ts): at network scale the indexes need
// several hundred MB while they are built, which is returned to the system when this exits.
import { buildSearchIndex } from '../search/build.js'
import { readGeneratedContent } from '../search/content.js'

const clientDir = process.argv[2]
if (!clientDir) throw new Error('usage: tsx build/search-step.ts CLIENT_DIR')
const stats = buildSearchIndex(readGeneratedContent(), clientDir)
console.log(Object.entries(stats).map(([l, s]) => `${l} ${s.docs} docs`).join(', '))
