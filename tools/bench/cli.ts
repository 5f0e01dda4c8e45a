// `npm run bench [-- NAME…]`: every benchmark of ./command.ts (or the named ones), each in a process
// of its own as `tsx tools/bench/<name>.ts`, one after the other; the first that fails ends the run
// with its exit code.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { parseCommandLine, usageMistake } from '../../shared/command-line.js'
import { benchCommand, benchmarks, type Benchmark } from './command.js'

const isBenchmark = (name: string): name is Benchmark => Object.hasOwn(benchmarks, name)

const { positionals } = parseCommandLine(benchCommand)
const unknown = positionals.find((name) => !isBenchmark(name))
if (unknown !== undefined) usageMistake(benchCommand, `unknown benchmark '${unknown}' (${Object.keys(benchmarks).join(', ')})`)
const chosen = positionals.length > 0 ? positionals.filter(isBenchmark) : Object.keys(benchmarks).filter(isBenchmark)
const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url))
for (const name of chosen) {
  const run = spawnSync(tsx, [fileURLToPath(new URL(`./${name}.ts`, import.meta.url))], { stdio: 'inherit' })
  if (run.status !== 0) process.exit(run.status ?? 1)
}
