// The project's commands (`npm run build`, `npm run content`, …) each have one definition — what
// the command does, its options, its arguments and the environment variables it reads — from
// which both their parser and their `--help` are made, so the two cannot drift apart; and
// tools/scripts/commands.test.ts checks the README's tables against the same definitions.
// Adding an option is one entry in its command's `options` (with `about`, its line in --help).
// The parser is node:util's parseArgs; this module only answers --help and turns its mistakes
// into one line that names the offending argument, the usage line and exit code 2 (no stack).
import { parseArgs } from 'node:util'

export type Option = {
  readonly type: 'boolean' | 'string'
  /** One letter: `-p` for `--port`. */
  readonly short?: string
  /** A string option given more than once keeps every value. */
  readonly multiple?: boolean
  /** The value a string option has when it is not given (shown in --help). */
  readonly default?: string
  /** The value's name in the help: `--shard I/N`. */
  readonly value?: string
  /** Its line in --help. */
  readonly about: string
  /** What a given value should be when it is unusable (`a port from 0 to 65535`), else undefined. */
  readonly check?: (value: string) => string | undefined
}
export type Options = Readonly<Record<string, Option>>

/** An environment variable a command reads. */
export type Setting = {
  readonly name: string
  /** The value the code uses when the variable is unset (the code reads this constant). */
  readonly default?: string
  /** Without a plain default value: what happens when it is unset. */
  readonly unset?: string
  readonly about: string
}

export type Command<O extends Options = Options> = {
  /** The npm script: `npm run <name>`. */
  readonly name: string
  /** What it does: the first paragraph of --help. */
  readonly summary: string
  readonly options: O
  /** The arguments that are not options: `DIR…`; none when absent. */
  readonly positionals?: { readonly synopsis: string; readonly about: string; readonly min?: number; readonly max?: number }
  readonly env: readonly Setting[]
  /** A list of its own in --help, before the options (the benchmarks `npm run bench` runs). */
  readonly list?: { readonly heading: string; readonly rows: Readonly<Record<string, string>> }
  /** Further reading, files of the repository. */
  readonly docs?: readonly string[]
}

/** Keeps the option types literal, so that the parsed values are typed from the definition. */
export const defineCommand = <const O extends Options>(command: Command<O>): Command<O> => command

const helpOption = { type: 'boolean', short: 'h', about: 'show this help and exit' } as const satisfies Option

/** `usage: npm run build -- [options] [DIR…]`: the line a mistake prints. */
export function usageLine(command: Command): string {
  const { positionals } = command
  const args = [Object.keys(command.options).length > 0 ? '[options]' : '', positionals ? (positionals.min ? positionals.synopsis : `[${positionals.synopsis}]`) : ''].filter(Boolean).join(' ')
  return `usage: npm run ${command.name}${args ? ` -- ${args}` : ''}`
}

const width = 100

/** `  --name VALUE   about…` with the about column wrapped at `width`. */
function table(rows: [string, string][]): string[] {
  const column = Math.min(30, Math.max(...rows.map(([left]) => left.length)) + 4)
  return rows.flatMap(([left, about]) => {
    const lines: string[] = []
    let line = ''
    for (const word of about.split(/\s+/)) {
      if (line && column + line.length + 1 + word.length > width) {
        lines.push(line)
        line = word
      } else line = line ? `${line} ${word}` : word
    }
    lines.push(line)
    const first = left.length + 4 > column ? [`  ${left}`, ...lines] : [`  ${left.padEnd(column - 2)}${lines.shift() ?? ''}`, ...lines]
    return first.map((l, i) => (i === 0 ? l : `${' '.repeat(column)}${l}`))
  })
}

/** What `--help` prints: usage, summary, arguments, options, environment, further reading. */
export function helpText(command: Command): string {
  const options: [string, string][] = Object.entries<Option>({ ...command.options, help: helpOption }).map(([name, option]) => [
    `${option.short ? `-${option.short}, ` : ''}--${name}${option.type === 'string' ? ` ${option.value ?? 'VALUE'}` : ''}`,
    `${option.about}${option.default !== undefined ? ` [default: ${option.default}]` : ''}${option.multiple ? ' [repeatable]' : ''}`,
  ])
  const env: [string, string][] = command.env.map((s) => [s.name, `${s.about} [${s.default !== undefined ? `default: ${s.default}` : `unset: ${s.unset ?? 'not used'}`}]`])
  const sections = [
    [usageLine(command)],
    table([['', command.summary]]).map((l) => l.trimStart()),
    ...(command.positionals ? [['Arguments:', ...table([[command.positionals.synopsis, command.positionals.about]])]] : []),
    ...(command.list ? [[`${command.list.heading}:`, ...table(Object.entries(command.list.rows))]] : []),
    ['Options:', ...table(options)],
    ...(env.length ? [['Environment:', ...table(env)]] : []),
    ...(command.docs?.length ? [[`See ${command.docs.join(', ')}.`]] : []),
  ]
  return sections.map((lines) => lines.join('\n')).join('\n\n')
}

/** The first mistake on the command line, as the line the user reads; null when there is none. */
function mistake(command: Command, args: readonly string[]): string | null {
  const { tokens } = parseArgs({ args: [...args], options: { ...command.options, help: helpOption }, strict: false, allowPositionals: true, tokens: true })
  const given = new Map(Object.entries(command.options))
  let positionals = 0
  for (const token of tokens) {
    if (token.kind === 'option-terminator') continue
    if (token.kind === 'positional') {
      positionals++
      if (!command.positionals) return `unexpected argument '${token.value}'`
      continue
    }
    const option = given.get(token.name)
    if (!option) return `unknown option '${token.rawName}'`
    if (option.type === 'boolean' && token.value !== undefined) return `option '${token.rawName}' takes no value`
    if (option.type === 'string') {
      const needs = `option '${token.rawName}' needs a value${option.value ? ` (${option.value})` : ''}`
      if (token.value === undefined) return needs
      // parseArgs's own rule: `--shard --verify` is a forgotten value, `--shard=-1` a value.
      if (!token.inlineValue && token.value.startsWith('-')) return `${needs}, not '${token.value}'`
      const expected = option.check?.(token.value)
      if (expected !== undefined) return `option '${token.rawName}' needs ${expected}, not '${token.value}'`
    }
  }
  const { min = 0, max = Infinity } = command.positionals ?? {}
  if (positionals < min) return `missing ${command.positionals?.synopsis ?? 'arguments'}`
  if (positionals > max) return `too many arguments (${command.positionals?.synopsis ?? 'none'})`
  return null
}

/** The lines a mistake prints: what is wrong, then the usage line. */
const mistakeText = (command: Command, problem: string) => `npm run ${command.name}: ${problem}\n${usageLine(command)}`

/** What a command line asks for: the help, a mistake's message, or a run with these values. */
export function readCommandLine<const O extends Options>(command: Command<O>, args: readonly string[]) {
  const help = parseArgs({ args: [...args], options: { help: helpOption }, strict: false, allowPositionals: true }).values.help === true
  if (help) return { kind: 'help', text: helpText(command) } as const
  const problem = mistake(command, args)
  if (problem !== null) return { kind: 'mistake', text: mistakeText(command, problem) } as const
  // Cannot throw after the checks above; parseArgs types the values from the definition.
  const { values, positionals } = parseArgs({ args: [...args], options: command.options, strict: true, allowPositionals: true })
  return { kind: 'run', values, positionals } as const
}

/**
 * The command line of `command`, parsed: `--help` prints the help and exits 0; a mistake prints
 * one line naming it and the usage line, and exits 2.
 */
export function parseCommandLine<const O extends Options>(command: Command<O>, args: readonly string[] = process.argv.slice(2)) {
  const read = readCommandLine(command, args)
  if (read.kind === 'help') {
    console.log(read.text)
    process.exit(0)
  }
  if (read.kind === 'mistake') {
    console.error(read.text)
    process.exit(2)
  }
  return read
}

/** A mistake the parser cannot see (`--merge` without folders): its line and the usage line, exit 2. */
export function usageMistake(command: Command, problem: string): never {
  console.error(mistakeText(command, problem))
  process.exit(2)
}

/** `check` of an option whose value is a TCP port. */
export const isPort = (value: string): string | undefined => (/^\d+$/.test(value) && Number(value) <= 65535 ? undefined : 'a port number from 0 to 65535 (0: any free one)')

/** `check` of an option whose value is a whole number ≥ `min`. */
export const isWholeNumber =
  (min: number) =>
  (value: string): string | undefined =>
    /^\d+$/.test(value) && Number(value) >= min ? undefined : `a whole number ≥ ${min}`
