// Every command the README lists helps its user: `--help` prints the help its definition makes
// (exit 0), a mistake one line naming it and the usage line (exit 2), run as a user runs them:
// the package.json script in a shell. And the README's tables agree with the definitions.
//
// What "agree" means here:
// - every README command row whose npm script is the project's own code (not a third-party CLI such
//   as vitest or eslint, which have their own --help) has a definition, and every definition a row
//   and a script; each option a row names is an option of a command the row names;
// - every variable of the README's Environment table is read by some command (is in a definition);
//   every variable a definition names is in that table, in the command's own README row, or in a
//   file its `docs` name (content-pipeline/README.md has the pipeline's own table) — so no setting
//   is documented only in --help; and where a definition has a plain default, the table's default
//   column shows it.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { buildCommand, rebuildCommand } from '../../publishing/commands.js'
import { contentCommand } from '../../content-pipeline/command.js'
import { draftsCommand } from '../../publishing/drafts/command.js'
import { helpText, readCommandLine, usageLine, type Command } from '../../shared/command-line.js'
import { auditCommand } from '../audit/command.js'
import { benchCommand, benchmarks } from '../bench/command.js'
import { previewCommand } from '../preview/command.js'
import { apiCommand } from '../sample-api/command.js'
import { compareOutputCommand, pageEntriesCommand } from './commands.js'

const root = fileURLToPath(new URL('../..', import.meta.url))
const definitions: readonly Command[] = [buildCommand, rebuildCommand, contentCommand, apiCommand, previewCommand, draftsCommand, auditCommand, benchCommand, compareOutputCommand, pageEntriesCommand]
const byName = new Map(definitions.map((c) => [c.name, c]))
const scripts = new Map(Object.entries(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts as Record<string, string>))
const readme = readFileSync(join(root, 'README.md'), 'utf8')

/** The rows of the README table under `heading`, as their cells. */
function tableRows(heading: string): string[][] {
  const section = readme.split(/^## /m).find((s) => s.startsWith(`${heading}\n`)) ?? ''
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !/^\| -/.test(line))
    .slice(1)
    .map((line) => line.slice(2, -2).split(' | '))
}
const commandRows = tableRows('Commands').map(([command = '', about = '']) => ({
  names: [...command.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1] ?? ''),
  options: [...`${command} ${about}`.matchAll(/(?<![\w-])--([a-z][a-z-]*)/g)].map((m) => m[1] ?? ''),
  text: `${command} ${about}`,
}))
const envRows = tableRows('Environment').map(([names = '', defaults = '']) => ({ names: [...names.matchAll(/`([A-Z][A-Z_]+)`/g)].map((m) => m[1] ?? ''), defaults }))

/** A script that starts a third-party CLI (vike, vitest, eslint, biome): that CLI answers --help. */
const thirdParty = (script: string) => {
  const first = script.split(' ')[0] ?? ''
  return first !== 'tsx' && existsSync(join(root, 'node_modules/.bin', first))
}

describe("the README's tables and the commands' definitions", () => {
  it('every command row of the project has a definition, every definition a row and a script; options named exist', () => {
    for (const row of commandRows) {
      for (const name of row.names) {
        const script = scripts.get(name)
        expect(script, `README names npm run ${name}, which package.json lacks`).toBeDefined()
        if (!thirdParty(script ?? '')) expect(byName.has(name), `npm run ${name} has no definition`).toBe(true)
      }
      const known = row.names.flatMap((n) => Object.keys(byName.get(n)?.options ?? {}))
      if (row.names.every((n) => byName.has(n))) for (const option of row.options) expect(known, `README row "${row.text}" names --${option}`).toContain(option)
    }
    for (const command of definitions) {
      expect(
        commandRows.some((r) => r.names.includes(command.name)),
        `no README row for npm run ${command.name}`,
      ).toBe(true)
      expect(scripts.has(command.name)).toBe(true)
    }
    // The benchmarks the bench command runs are the files of tools/bench.
    const files = readdirTs(join(root, 'tools/bench')).filter((f) => f !== 'cli' && f !== 'command')
    expect(Object.keys(benchmarks).sort()).toEqual(files.sort())
  })

  it("every README variable is read by a command; every command's variable is documented, with the default its code uses", () => {
    const tableNames = new Set(envRows.flatMap((r) => r.names))
    const named = new Set(definitions.flatMap((c) => c.env.map((s) => s.name)))
    for (const name of tableNames) expect(named, `README's ${name} is in no command's definition`).toContain(name)
    for (const command of definitions) {
      const ownRows = commandRows.filter((r) => r.names.includes(command.name)).map((r) => r.text)
      const docs = (command.docs ?? []).map((file) => readFileSync(join(root, file), 'utf8'))
      for (const setting of command.env) {
        const word = new RegExp(`\\b${setting.name}\\b`)
        const documented = tableNames.has(setting.name) || [...ownRows, ...docs].some((text) => word.test(text))
        expect(documented, `${setting.name} (npm run ${command.name}) is documented nowhere`).toBe(true)
        const row = envRows.find((r) => r.names.includes(setting.name))
        if (row && setting.default !== undefined) expect(row.defaults, `README's default of ${setting.name}`).toContain(`\`${setting.default}\``)
      }
    }
  })
})

/** The names of a folder's TypeScript files, without `.ts` (tests left out). */
const readdirTs = (dir: string) => readdirSync(dir).flatMap((f) => (f.endsWith('.ts') && !f.endsWith('.test.ts') ? [f.slice(0, -3)] : []))

type Run = { code: number | null; stdout: string; stderr: string }

/** `npm run <name> -- args` as npm runs it: the script in a shell, node_modules/.bin on the PATH. */
function runScript(name: string, args: string[]): Promise<Run> {
  const script = scripts.get(name) ?? ''
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', `${script} "$@"`, 'sh', ...args], {
      cwd: root,
      env: { ...process.env, PATH: `${join(root, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    // A command that ignored its arguments would start its work (a build, a server): stop it, the
    // test fails on its exit code. Generous: each run starts Node, much longer on a busy machine.
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000)
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}

/** At most `limit` at a time: each run starts Node once or twice (tsx's start most of its CPU). */
function pool<T>(limit: number) {
  let running = 0
  const queue: (() => void)[] = []
  return async (job: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((go) => queue.push(go))
    running++
    try {
      return await job()
    } finally {
      running--
      queue.shift()?.()
    }
  }
}

/** One mistake per command, run as a process below; the build's are missing or unusable values. */
const mistakes = new Map<Command, [args: string[], line: string]>([
  ...definitions.map((c): [Command, [string[], string]] => [c, [['--no-such-option'], "unknown option '--no-such-option'"]]),
  [buildCommand, [['--shard'], "option '--shard' needs a value (I/N)"]],
  [rebuildCommand, [['--listen', 'abc'], "option '--listen' needs a port number from 0 to 65535 (0: any free one), not 'abc'"]],
])

describe('the parser of every definition', () => {
  it('answers -h as --help, even beside a mistake', () => {
    for (const command of definitions) {
      for (const args of [['-h'], ['--help'], ['--no-such-option', '-h']]) expect(readCommandLine(command, args)).toEqual({ kind: 'help', text: helpText(command) })
    }
  })

  it.each([
    [rebuildCommand, ['--listen'], "option '--listen' needs a value (PORT)"],
    [rebuildCommand, ['--listen', '--verify'], "option '--listen' needs a value (PORT), not '--verify'"],
    [rebuildCommand, ['--listen=70000'], "option '--listen' needs a port number from 0 to 65535 (0: any free one), not '70000'"],
    [rebuildCommand, ['--verify=yes'], "option '--verify' takes no value"],
    [rebuildCommand, ['extra'], "unexpected argument 'extra'"],
    [buildCommand, ['--shard', '5/4'], "option '--shard' needs I/N with 1 ≤ I ≤ N, e.g. 2/4, not '5/4'"],
    [buildCommand, ['--merge', '-x'], "unknown option '-x'"],
    [apiCommand, ['--scale', '0'], "option '--scale' needs a whole number ≥ 1, not '0'"],
    [compareOutputCommand, ['dist'], 'missing BASE RELEASE'],
    [compareOutputCommand, ['--moved', 'a', 'x', 'y'], "option '--moved' needs OLD=NEW, not 'a'"],
    [pageEntriesCommand, ['pages'], "unexpected argument 'pages'"],
  ] as const)('%j: %s', (command, args, line) => {
    expect(readCommandLine(command, args)).toEqual({ kind: 'mistake', text: `npm run ${command.name}: ${line}\n${usageLine(command)}` })
  })

  it('reads values typed from the definition', () => {
    const read = readCommandLine(apiCommand, ['--port=0', '--control'])
    expect(read.kind === 'run' && read.values).toEqual({ port: '0', host: '127.0.0.1', seed: '1', control: true })
  })
})

describe('each command run as a user runs it', () => {
  const limited = pool<Run>(4)
  // Started together when the file loads, so that they overlap; each test awaits its own.
  const helps = new Map(definitions.map((c) => [c.name, limited(() => runScript(c.name, ['--help']))]))
  const wrong = [...mistakes].map(([c, [args, line]]) => ({ c, args, line, run: limited(() => runScript(c.name, args)) }))

  it.each(definitions.map((c) => [c.name, c] as const))(
    'npm run %s -- --help prints its help and exits 0',
    async (name, command) => {
      const run = await helps.get(name)
      expect(run?.stderr).toBe('')
      expect(run?.stdout).toBe(`${helpText(command)}\n`)
      expect(run?.code).toBe(0)
    },
    120_000,
  )

  it.each(wrong.map((w) => [`${w.c.name} -- ${w.args.join(' ')}`, w] as const))(
    'npm run %s: one line naming the mistake, the usage, exit 2',
    async (_, w) => {
      const run = await w.run
      expect(run.stderr).toBe(`npm run ${w.c.name}: ${w.line}\n${usageLine(w.c)}\n`)
      expect(run.stdout).toBe('')
      expect(run.code).toBe(2)
    },
    120_000,
  )
})
