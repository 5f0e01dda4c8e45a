// `npm run build` (everything) and `npm run rebuild` (only what changed since the published
// build); both publish atomically and write dist/build-report.json. See build/stages.ts.
//   npm run build -- --shard 2/4        render a quarter of the pages into .build/shards/2 (no publish)
//   npm run build -- --merge DIR…       assemble shard folders, finish the build and publish
//   npm run rebuild -- --listen PORT    wait for a CMS's webhook (REBUILD_WEBHOOK_SECRET) and rebuild
//   node build/launch.mjs rebuild --wait  get ready (code loaded, answer cache read and validated), then
//                                       rebuild on `go` from stdin; stdin closed: exit (build/ready-rebuild.ts)
// The guards of docs/scheduling.md:
//   --replace-source   publish over a release pinned to another content source or SITE_URL
//   --allow-removals   publish although more pages of a type go than the removal guard allows
//   --verify           (rebuild) revalidate every list instead of trusting the change feed
//   --require-source   refuse to run without a content source, unless nothing is published (CI; implied by --listen)
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { pinBuildNow } from '../config/clock.js'
import { firstStdinLine } from '../shared/stdin.js'
import { codeChangedExit, startReadyRebuild, type ReadyRebuild } from './ready-rebuild.js'
import { codeFingerprint } from './code.js'
import { startContentProcess } from './children.js'
import { bundlesCurrent, compileStaleEntries } from './compiled.js'
import type { BuildOptions } from './stages/run.js'
import { parseShard } from './shards.js'
import { webhookSecretFromEnv } from './webhook-auth.js'
import { pinnedSettings, readPin, type SourcePin, unattendedSourceProblem } from './source-pin.js'
import { publishedLink } from './publish.js'
import { startWebhook } from './webhook.js'

const usage = 'usage: node build/launch.mjs build [--shard I/N | --merge DIR…] | rebuild [--listen PORT | --wait | --verify] [--replace-source] [--allow-removals] [--require-source]'

// A build is a production build whatever shell or test runner starts it (React, Vite, Vike read this).
process.env.NODE_ENV = 'production'

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      shard: { type: 'string' },
      merge: { type: 'boolean', default: false },
      listen: { type: 'string' },
      wait: { type: 'boolean', default: false },
      'replace-source': { type: 'boolean', default: false },
      'allow-removals': { type: 'boolean', default: false },
      verify: { type: 'boolean', default: false },
      'require-source': { type: 'boolean', default: false },
    },
    strict: true,
  })
  const [command, ...dirs] = positionals
  // Before the content stage's process starts: it takes its source from the environment.
  const pin = publishedPin()
  if (command === 'rebuild') Object.assign(process.env, pinnedSettings(pin, process.env))
  if (values['require-source'] || values.listen !== undefined) {
    const problem = unattendedSourceProblem(process.env, pin, pin !== null || existsSync(publishedLink))
    if (problem) {
      console.error(`✗ ${problem}`)
      return 1
    }
  }
  const guards = { replaceSource: values['replace-source'], allowRemovals: values['allow-removals'], verify: values.verify }
  // The content stage's process believes a list that stays empty only then (content-pipeline/source.ts).
  if (guards.allowRemovals || guards.replaceSource) process.env.CONTENT_ALLOW_REMOVALS = '1'
  if (command === 'rebuild' && values.listen !== undefined) return listenForWebhook(values.listen)
  if (command === 'rebuild' && values.wait && dirs.length === 0) return rebuildWhenTold(guards)
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
  // One now for the run, its content stage's process and its workers (config/clock.ts).
  pinBuildNow()
  // Started before this process loads the build's code: the content stage is what the run waits for first.
  const contentProcess = options.shard || options.merge ? undefined : startContentProcess()
  try {
    const { runBuild } = await import('./stages.js')
    const report = await runBuild({ ...options, ...guards, ...(contentProcess ? { contentProcess } : {}) })
    await compileStaleEntries((line) => console.log(line))
    return report.ok ? 0 : 1
  } finally {
    // One the run did not take (it stopped before its content stage: another run holds the lock).
    contentProcess?.child.stop()
  }
}

/** `npm run rebuild -- --listen PORT`: the CMS's webhook (build/webhook.ts); runs until stopped. */
async function listenForWebhook(portArg: string): Promise<number> {
  const port = Number(portArg)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--listen needs a port (0: any free one)\n${usage}`)
  const debounceSetting = process.env.REBUILD_DEBOUNCE_MS?.trim()
  const debounceMs = debounceSetting ? Number(debounceSetting) : 5000
  if (!Number.isInteger(debounceMs) || debounceMs < 0) throw new Error(`REBUILD_DEBOUNCE_MS must be a whole number of milliseconds ≥ 0, not ${JSON.stringify(debounceSetting)}`)
  // Each rebuild is a process of its own, started ahead (build/ready-rebuild.ts): when the CMS
  // calls, its code is loaded and the answer cache read and validated (~1.5 s at network scale).
  const launcher = fileURLToPath(new URL('./launch.mjs', import.meta.url))
  const start = () => startReadyRebuild(launcher, (line) => console.log(`${new Date().toISOString()} rebuild: ${line}`))
  let ready: ReadyRebuild | null = start()
  let closing = false
  const hook = await startWebhook({
    port,
    secret: webhookSecretFromEnv(),
    debounceMs,
    run: async () => {
      const rebuild = ready?.waiting() ? ready : start()
      ready = null
      try {
        const result = await rebuild.run()
        // Started before a deploy: a process started now has the new code.
        return result.code === codeChangedExit ? await start().run() : result
      } finally {
        if (!closing) ready = start()
      }
    },
    log: (line) => console.log(line),
  })
  console.log(`rebuild webhook listening on ${hook.url}/rebuild`)
  const stop = () => {
    closing = true
    ready?.stop()
    void hook.close().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  return new Promise<number>(() => {})
}

/** `rebuild --wait`: a webhook's rebuild started ahead (build/ready-rebuild.ts). */
async function rebuildWhenTold(guards: Pick<BuildOptions, 'replaceSource' | 'allowRemovals' | 'verify'>): Promise<number> {
  const code = codeFingerprint()
  const contentProcess = startContentProcess()
  const { runBuild, startRebuildHelpers } = await import('./stages.js')
  const helpers = startRebuildHelpers()
  // From here a deploy is noticed at "go" (the fingerprint above): the receiver's log says so.
  console.log('ready: code loaded, waiting for the webhook')
  const stopAll = async () => {
    contentProcess.child.stop()
    await helpers.stop()
  }
  const word = await firstStdinLine()
  if (word !== 'go') {
    await stopAll()
    if (word === '') return 0
    throw new Error(`--wait expects "go" on stdin, not ${JSON.stringify(word)}`)
  }
  // The run's now is when it was told to go, not when it got ready (its content process, started
  // ahead, serves the embedded sample API for the day it started).
  pinBuildNow()
  // Code deployed while this process waited: it would build with what it loaded before. Likewise
  // a bundle it or its helpers run from, replaced meanwhile (its lazy parts may be gone).
  if (codeFingerprint() !== code || !bundlesCurrent()) {
    await stopAll()
    console.log('the code changed while this rebuild waited: start a new one')
    return codeChangedExit
  }
  const report = await runBuild({ mode: 'rebuild', ...guards, contentProcess, searchProcess: helpers.searchProcess })
  await compileStaleEntries((line) => console.log(line))
  return report.ok ? 0 : 1
}

/** The published release's pin (build/source-pin.ts), read through `dist` without loading the build. */
function publishedPin(): SourcePin | null {
  return existsSync(publishedLink) ? readPin(publishedLink) : null
}

process.exitCode = await main()
