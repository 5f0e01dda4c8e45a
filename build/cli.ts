// `npm run build` (everything) and `npm run rebuild` (only what changed since the published
// build); both publish atomically and write dist/build-report.json. See build/stages.ts.
import { parseArgs } from 'node:util'
import { runBuild, type BuildMode } from './stages.js'

const usage = 'usage: tsx build/cli.ts build|rebuild'

// A build is a production build whatever shell or test runner starts it (React, Vite, Vike read this).
process.env.NODE_ENV = 'production'

async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true, options: {}, strict: true })
  const mode = positionals[0]
  if (mode !== 'build' && mode !== 'rebuild') {
    console.error(usage)
    return 2
  }
  const report = await runBuild({ mode: (mode === 'build' ? 'full' : 'rebuild') satisfies BuildMode })
  return report.ok ? 0 : 1
}

process.exitCode = await main()
