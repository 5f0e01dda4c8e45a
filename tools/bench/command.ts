// `npm run bench`: its definition, from which its parser and --help are made
// (shared/command-line.ts), with the benchmarks it runs (./cli.ts) and the environment variables
// they read, whose defaults the benchmarks take from here.
import { defineCommand, type Setting } from '../../shared/command-line.js'

export const benchScale = { name: 'BENCH_SCALE', default: '20000', about: 'entities of the generated dataset of build, drafts and search' } as const satisfies Setting
export const benchPages = { name: 'BENCH_PAGES', default: '2000', about: 'pages of the plain Vike baseline (baselines)' } as const satisfies Setting
export const benchDraftPages = { name: 'BENCH_DRAFT_PAGES', default: '60', about: 'pages of every kind the drafts benchmark renders warm' } as const satisfies Setting
export const benchHostsScale = { name: 'BENCH_HOSTS_SCALE', default: '5000', about: 'entities of the build the hosts benchmark serves' } as const satisfies Setting
export const benchSkipSample = { name: 'BENCH_SKIP_SAMPLE', unset: 'measured too', about: 'any value: search leaves out the sample site' } as const satisfies Setting
export const benchVerbose = { name: 'BENCH_VERBOSE', unset: 'totals only', about: 'any value: search lists every file downloaded' } as const satisfies Setting

/** The benchmarks, tools/bench/<name>.ts, in the order `npm run bench` runs them. */
export const benchmarks = {
  baselines: 'plain Vike + vike-react pre-rendering BENCH_PAGES articles, and React renderToString of the same',
  build: 'the whole build at BENCH_SCALE against the sample API, per stage, then rebuilds (by the command and through the webhook)',
  drafts: "the editors' preview at BENCH_SCALE: a warm render of every kind of page, and its heap over 500 requests",
  'edge-table': "the generated edge code's answer table at a large site's size, in CPU time",
  hosts: 'the 301 map on the real nginx and Apache at BENCH_HOSTS_SCALE',
  pipeline: 'the content pipeline against datasets of growing size, cold and warm',
  search: 'search at BENCH_SCALE: index build, size, bytes before the first result, query times in Chromium',
} as const
export type Benchmark = keyof typeof benchmarks

export const benchCommand = defineCommand({
  name: 'bench',
  summary:
    'Runs the benchmarks below one after the other, each in a process of its own, and stops at the first that fails. Each also runs alone, with options of its own (its header says which): tsx tools/bench/NAME.ts. Not part of npm test: the figures depend on the machine and its load.',
  list: { heading: 'Benchmarks', rows: benchmarks },
  options: {},
  positionals: { synopsis: 'NAME…', about: 'run only these benchmarks' },
  env: [benchScale, benchPages, benchDraftPages, benchHostsScale, benchSkipSample, benchVerbose],
  docs: ['docs/performance.md'],
})
