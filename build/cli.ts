// `npm run build` (everything) and `npm run rebuild` (only what changed since the published
// build); both publish atomically and write dist/build-report.json. See build/stages.ts.
//   npm run build -- --shard 2/4        render a quarter of the pages into .build/shards/2 (no publish)
//   npm run build -- --merge DIR…       assemble shard folders, finish the build and publish
//   npm run rebuild -- --listen PORT    wait for a CMS's webhook (REBUILD_WEBHOOK_SECRET) and rebuild
import { parseArgs } from 'node:util'
import { type ContentProcess, runBuild, startContentProcess, summary, type BuildOptions } from './stages.js'
import { parseShard } from './shards.js'
import { webhookSecretFromEnv } from './webhook-auth.js'
import { startWebhook } from './webhook.js'

const usage = 'usage: tsx build/cli.ts build [--shard I/N | --merge DIR…] | rebuild [--listen PORT]'

// A build is a production build whatever shell or test runner starts it (React, Vite, Vike read this).
process.env.NODE_ENV = 'production'

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { shard: { type: 'string' }, merge: { type: 'boolean', default: false }, listen: { type: 'string' } },
    strict: true,
  })
  const [command, ...dirs] = positionals
  if (command === 'rebuild' && values.listen !== undefined) {
    const port = Number(values.listen)
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--listen needs a port (0: any free one)\n${usage}`)
    const debounceSetting = process.env.REBUILD_DEBOUNCE_MS?.trim()
    const debounceMs = debounceSetting ? Number(debounceSetting) : 5000
    if (!Number.isInteger(debounceMs) || debounceMs < 0) throw new Error(`REBUILD_DEBOUNCE_MS must be a whole number of milliseconds ≥ 0, not ${JSON.stringify(debounceSetting)}`)
    // The next rebuild's content process waits ready (modules loaded, answer cache read and
    // validated: ~1.5 s of a rebuild at network scale), started again after each run.
    let ready: ContentProcess | null = startContentProcess()
    let closing = false
    const hook = await startWebhook({
      port,
      secret: webhookSecretFromEnv(),
      debounceMs,
      run: async () => {
        const contentProcess = ready
        ready = null
        try {
          const report = await runBuild({ mode: 'rebuild', log: () => {}, ...(contentProcess ? { contentProcess } : {}) })
          return { ok: report.ok, summary: summary(report) }
        } finally {
          if (!closing) ready = startContentProcess()
        }
      },
      log: (line) => console.log(line),
    })
    console.log(`rebuild webhook listening on ${hook.url}/rebuild`)
    const stop = () => {
      closing = true
      ready?.child.stop()
      void hook.close().then(() => process.exit(0))
    }
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
    return new Promise<number>(() => {})
  }
  let options: BuildOptions
  if (command === 'build' && values.shard !== undefined) options = { mode: 'full', shard: parseShard(values.shard) }
  else if (command === 'build' && values.merge) {
    if (dirs.length === 0) throw new Error(`--merge needs the shard folders\n${usage}`)
    options = { mode: 'full', merge: dirs }
  } else if ((command === 'build' || command === 'rebuild') && dirs.length === 0) options = { mode: command === 'build' ? 'full' : 'rebuild' }
  else {
    console.error(usage)
    return 2
  }
  const report = await runBuild(options)
  return report.ok ? 0 : 1
}

process.exitCode = await main()
