// `npm run build` (everything) and `npm run rebuild` (only what changed since the published
// build); both publish atomically and write dist/build-report.json. See publishing/stages.ts. Their
// options and environment variables are defined in publishing/commands.ts (`npm run build -- --help`):
//   npm run build -- --shard 2/4        render a quarter of the pages into .build/shards/2 (no publish)
//   npm run build -- --merge DIR…       assemble shard folders, finish the build and publish
//   npm run rebuild -- --listen PORT    wait for a CMS's webhook (REBUILD_WEBHOOK_SECRET) and rebuild
//   npm run rebuild -- --explain        print the facts and the plan with its reasons, build nothing (publishing/explain.ts)
//   node publishing/launch.mjs rebuild --wait  get ready (code loaded, answer cache read and validated), then
//                                       rebuild on `go` from stdin; stdin closed: exit (publishing/ready-rebuild.ts)
// and the guards of docs/scheduling.md (--replace-source, --allow-removals, --verify, --require-source).
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { applyClientEnvFiles } from '../shared/config/client-env-files.js'
import { pinBuildNow } from '../shared/config/clock.js'
import { parseCommandLine, usageMistake } from '../shared/command-line.js'
import { firstStdinLine } from '../shared/stdin.js'
import { codeChangedExit, startReadyRebuild, type ReadyRebuild } from './ready-rebuild.js'
import { codeFingerprint } from './code.js'
import { startContentProcess } from './children.js'
import { buildCommand, rebuildCommand } from './commands.js'
import { bundlesCurrent, compileStaleEntries } from './compiled.js'
import type { BuildOptions } from './stages/run.js'
import { parseShard } from './sharding.js'
import { debounceMs } from './settings.js'
import { webhookSecretFromEnv } from './webhook-auth.js'
import { pinnedSettings, readPin, type SourcePin, unattendedSourceProblem } from './source-pin.js'
import { publishedLink, publishedRelease } from './publish.js'
import { startWebhook } from './webhook.js'

// A build is a production build whatever shell or test runner starts it (React, Vite, Vike read this).
process.env.NODE_ENV = 'production'

type Guards = Pick<BuildOptions, 'replaceSource' | 'allowRemovals' | 'verify'>
type GuardFlags = { 'replace-source'?: boolean; 'allow-removals'?: boolean; 'require-source'?: boolean }

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2)
  if (command === 'build') return build(args)
  if (command === 'rebuild') return rebuild(args)
  console.error('usage: node publishing/launch.mjs build|rebuild [options]  (npm run build -- --help, npm run rebuild -- --help)')
  return 2
}

async function build(args: string[]): Promise<number> {
  const { values, positionals: dirs } = parseCommandLine(buildCommand, args)
  if (values.shard !== undefined && values.merge) usageMistake(buildCommand, "options '--shard' and '--merge' exclude each other")
  if (values.merge && dirs.length === 0) usageMistake(buildCommand, "option '--merge' needs the shard folders (DIR…)")
  if (!values.merge && dirs.length > 0) usageMistake(buildCommand, `unexpected argument '${dirs[0] ?? ''}' (shard folders go with --merge)`)
  // Before anything reads a client setting: the CSP and the code fingerprint see .env's as Vite does.
  await applyClientEnvFiles()
  const guards = guardsOf('build', values, false)
  if (!guards) return 1
  const options: BuildOptions = values.shard !== undefined ? { mode: 'full', shard: parseShard(values.shard) } : values.merge ? { mode: 'full', merge: dirs } : { mode: 'full' }
  if (values.explain) return explain(options, guards)
  return runWith(options, guards)
}

async function rebuild(args: string[]): Promise<number> {
  const { values } = parseCommandLine(rebuildCommand, args)
  // As a build does; not the webhook's receiver, whose runs are processes of their own that must
  // each read .env as a deploy left it, not inherit what it was when the receiver started.
  if (values.listen === undefined) await applyClientEnvFiles()
  const guards = guardsOf('rebuild', values, values.listen !== undefined)
  if (!guards) return 1
  const verifying = { ...guards, verify: values.verify === true }
  if (values.explain) return explain({ mode: 'rebuild' }, verifying)
  if (values.listen !== undefined) return listenForWebhook(values.listen)
  if (values.wait) return rebuildWhenTold(verifying)
  return runWith({ mode: 'rebuild' }, verifying)
}

/** The guards' switches, after the source checks that come before anything starts; null: refused. */
function guardsOf(command: 'build' | 'rebuild', flags: GuardFlags, unattended: boolean): Guards | null {
  // Before the content stage's process starts: it takes its source from the environment.
  const pin = publishedPin()
  if (command === 'rebuild') Object.assign(process.env, pinnedSettings(pin, process.env))
  if (flags['require-source'] || unattended) {
    const problem = unattendedSourceProblem(process.env, pin, pin !== null || existsSync(publishedLink))
    if (problem) {
      console.error(`✗ ${problem}`)
      return null
    }
  }
  const guards = { replaceSource: flags['replace-source'] === true, allowRemovals: flags['allow-removals'] === true, verify: false }
  // The content stage's process believes a list that stays empty only then (content-pipeline/source.ts).
  if (guards.allowRemovals || guards.replaceSource) process.env.CONTENT_ALLOW_REMOVALS = '1'
  return guards
}

async function runWith(options: BuildOptions, guards: Guards): Promise<number> {
  // One now for the run, its content stage's process and its workers (shared/config/clock.ts).
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

/** `--explain`: the plan printed, nothing started (no content stage's process, no lock). */
async function explain(options: BuildOptions, guards: Guards): Promise<number> {
  const { explainRun } = await import('./explain.js')
  await explainRun({ ...options, ...guards })
  return 0
}

/** `npm run rebuild -- --listen PORT`: the CMS's webhook (publishing/webhook.ts); runs until stopped. */
async function listenForWebhook(portArg: string): Promise<number> {
  // A port: checked by the command line (publishing/commands.ts).
  const port = Number(portArg)
  const debounceSetting = process.env[debounceMs.name]?.trim()
  const debounce = Number(debounceSetting || debounceMs.default)
  if (!Number.isInteger(debounce) || debounce < 0) throw new Error(`${debounceMs.name} must be a whole number of milliseconds ≥ 0, not ${JSON.stringify(debounceSetting)}`)
  // Each rebuild is a process of its own, started ahead (publishing/ready-rebuild.ts): when the CMS
  // calls, its code is loaded and the answer cache read and validated (slow at network scale).
  const launcher = fileURLToPath(new URL('./launch.mjs', import.meta.url))
  const start = () => startReadyRebuild(launcher, (line) => console.log(`${new Date().toISOString()} rebuild: ${line}`))
  let ready: ReadyRebuild | null = start()
  let closing = false
  const hook = await startWebhook({
    port,
    secret: webhookSecretFromEnv(),
    debounceMs: debounce,
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

/** `rebuild --wait`: a webhook's rebuild started ahead (publishing/ready-rebuild.ts). */
async function rebuildWhenTold(guards: Guards): Promise<number> {
  const code = codeFingerprint()
  const contentProcess = startContentProcess()
  const [{ runBuild, startRebuildHelpers }, { readStateAhead }, { prepareKeysToAsk }] = await Promise.all([import('./stages.js'), import('./state.js'), import('./plan.js')])
  const helpers = startRebuildHelpers()
  // The published state, parsed while waiting (the run checks it is still the published one's),
  // and what the run will look up in its read sets once it knows the changed files.
  const published = publishedRelease()
  const stateAhead = published ? readStateAhead(published.id) : undefined
  stateAhead?.state.then((state) => state && prepareKeysToAsk(state)).catch(() => {})
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
  const codeNow = codeFingerprint()
  if (codeNow !== code || !bundlesCurrent()) {
    await stopAll()
    console.log('the code changed while this rebuild waited: start a new one')
    return codeChangedExit
  }
  const report = await runBuild({ mode: 'rebuild', ...guards, contentProcess, searchProcess: helpers.searchProcess, codeAtStart: codeNow, ...(stateAhead ? { stateAhead } : {}) })
  await compileStaleEntries((line) => console.log(line))
  return report.ok ? 0 : 1
}

/** The published release's pin (publishing/source-pin.ts), read through `dist` without loading the build. */
function publishedPin(): SourcePin | null {
  return existsSync(publishedLink) ? readPin(publishedLink) : null
}

process.exitCode = await main()
