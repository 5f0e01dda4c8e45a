// The generated code's answer table at a large site's size (hosting/redirects/emit/edge-code.ts): `tsx
// tools/bench/edge-table.ts [--posts 15000] [--runs 5]` (npm run bench runs it). The fixture
// content with `--posts` more blog posts (4 map entries each: ~60,000 at 15,000, a 20,000-document
// site's map). Each figure is taken in a new Node process (a new instance, nothing parsed yet),
// `--runs` times, and printed as the median (the largest) in ms of CPU time, the hosts' limits
// being of CPU time. Not a test: the figures depend on the machine and its load.
// - Netlify's edge function: JSON.parse of its table file (the shards as strings) and of each
//   shard; the table's import as a JSON module, and the function's; then each entry the function
//   answers requested once, in the map's order: the first request, the requests that parsed their
//   shard (≤ 1 each, checked), and the others (p99 and the slowest, where GC pauses land). Against
//   the same answers as one object, the table's form before it was sharded.
// - Cloudflare's _worker.js with the same map (2,000 static rules, the rest in the worker): its
//   import and its requests the same way, against a module holding the answers as one object
//   literal, the worker's form before.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { cloudflareFiles } from '../../hosting/redirects/emit/cloudflare.js'
import type { AnswerTable, Answers } from '../../hosting/redirects/emit/edge-code.js'
import { netlifyFiles, netlifyFunction } from '../../hosting/redirects/emit/netlify.js'
import { pathEntries } from '../../hosting/redirects/emit/static-hosts.js'
import { fixtureBuild, fixtureContent } from '../../hosting/redirects/fixtures.js'
import { buildRedirectMap } from '../../hosting/redirects/map.js'
import { hostRules } from '../../hosting/redirects/rules.js'

const { values } = parseArgs({ options: { posts: { type: 'string', default: '15000' }, runs: { type: 'string', default: '5' } } })
const posts = Number(values.posts)
const runs = Number(values.runs)

// Run in a new process: plain JavaScript, the generated files as they are. Prints one JSON line.
const probe = String.raw`
const [kind, dir] = process.argv.slice(1)
const { readFileSync } = await import('node:fs')
// CPU time (the hosts' limits are of CPU time), of the whole process (V8's helper threads too).
const now = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}
const ms = (since) => now() - since
const out = {}
if (kind === 'netlify-table') {
  const text = readFileSync(dir + '/table.json', 'utf8')
  let t = now()
  const table = JSON.parse(text)
  out.outer = ms(t)
  const times = table.shards.map((shard) => {
    t = now()
    JSON.parse(shard)
    return ms(t)
  })
  times.sort((a, b) => a - b)
  out.shardMedian = times[times.length >> 1]
  out.shardWorst = times.at(-1)
} else if (kind === 'whole') {
  const text = readFileSync(dir + '/whole.json', 'utf8')
  const t = now()
  JSON.parse(text)
  out.whole = ms(t)
} else if (kind === 'whole-import') {
  const t = now()
  await import(dir + '/whole.json', { with: { type: 'json' } })
  out.whole = ms(t)
} else if (kind === 'table-import') {
  const t = now()
  await import(dir + '/table.json', { with: { type: 'json' } })
  out.table = ms(t)
} else if (kind === 'whole-literal') {
  const t = now()
  await import(dir + '/whole.mjs')
  out.whole = ms(t)
} else {
  const netlify = kind === 'netlify'
  const urls = JSON.parse(readFileSync(dir + '/' + kind + '-urls.json', 'utf8'))
  let t = now()
  const mod = await import(dir + (netlify ? '/' + ${JSON.stringify(netlifyFunction.name)} + '.mjs' : '/_worker.mjs'))
  out.import = ms(t)
  const env = { ASSETS: { fetch: async () => new Response('page') } }
  const context = { next: async () => new Response('page') }
  const call = (request) => (netlify ? mod.default(request, context) : mod.default.fetch(request, env))
  // JSON.parse counted: which requests parsed a shard.
  const parse = JSON.parse
  let parses = 0
  JSON.parse = (...args) => (parses++, parse(...args))
  const parsing = []
  const other = []
  for (const [i, url] of urls.entries()) {
    const request = new Request('https://www.korvina.example' + url)
    const before = parses
    t = now()
    const response = await call(request)
    const took = ms(t)
    if (i < urls.length - 1 && response.status !== 301) throw new Error(url + ': ' + response.status)
    if (i === 0) out.first = took
    if (parses - before > 1) throw new Error(url + ': ' + (parses - before) + ' shards parsed')
    ;(parses > before ? parsing : other).push(took)
  }
  const sorted = (list) => list.sort((a, b) => a - b)
  sorted(parsing)
  sorted(other)
  out.parsingMedian = parsing[parsing.length >> 1]
  out.parsingWorst = parsing.at(-1)
  out.otherP99 = other[Math.floor(other.length * 0.99)]
  out.otherWorst = other.at(-1)
  out.requests = urls.length
  out.parsed = parsing.length
}
console.log(JSON.stringify(out))
`

type Figures = Record<string, number>

function measure(kind: string, dir: string): Figures[] {
  return Array.from({ length: runs }, () => {
    const text = execFileSync(process.execPath, ['--input-type=module', '-e', probe, kind, dir], { encoding: 'utf8' })
    return JSON.parse(text) as Figures
  })
}

/** "12.30 (largest 15.00)": the median of one figure over the runs, and the largest. */
function summary(results: Figures[], key: string): string {
  const values = results.map((r) => r[key] ?? NaN).sort((a, b) => a - b)
  return `${(values[values.length >> 1] ?? NaN).toFixed(2)} (largest ${(values.at(-1) ?? NaN).toFixed(2)})`
}

const content = fixtureContent(posts)
const build = fixtureBuild(undefined, content)
const rules = hostRules({ map: buildRedirectMap(content, build, []), pages: build.pages, maintenance: false, env: {} })
const netlify = netlifyFiles(rules)
const cloudflare = cloudflareFiles(rules)
if (!netlify.edge) throw new Error(`${rules.redirects.length} map entries: no edge function`)
const table = JSON.parse(netlify.edge.table) as AnswerTable
const shards = table.shards.map((s) => JSON.parse(s) as Answers)
const whole: Answers = { paths: Object.assign({}, ...shards.map((s) => s.paths)), maintenance: Object.assign({}, ...shards.map((s) => s.maintenance)) }
const entries = Object.keys(whole.paths)
const entriesOf = shards.map((s) => Object.keys(s.paths).length).sort((a, b) => a - b)
const charsOf = table.shards.map((s) => s.length).sort((a, b) => a - b)

const dir = mkdtempSync(join(tmpdir(), 'bench-edge-table-'))
try {
  writeFileSync(join(dir, `${netlifyFunction.name}.mjs`), netlify.edge.code)
  writeFileSync(join(dir, `${netlifyFunction.name}.json`), netlify.edge.table)
  writeFileSync(join(dir, 'table.json'), netlify.edge.table)
  writeFileSync(join(dir, 'whole.json'), JSON.stringify({ ...whole, revalidate: table.revalidate, headers: table.headers }))
  writeFileSync(join(dir, 'whole.mjs'), `export default ${JSON.stringify(whole)}\n`)
  writeFileSync(join(dir, '_worker.mjs'), cloudflare.worker)
  // Each entry of the function (of the worker: past the static rules) once, in the map's order (so a
  // shard's first parse falls on some of them), then a path no entry has (its status not checked).
  writeFileSync(join(dir, 'netlify-urls.json'), JSON.stringify([...entries, '/neexistuje']))
  const inWorker = cloudflare.counts.workerMap ? pathEntries(rules).slice(-cloudflare.counts.workerMap) : []
  writeFileSync(join(dir, 'cloudflare-urls.json'), JSON.stringify([...inWorker.map((r) => r.from), '/neexistuje']))

  console.log(
    `Map: ${rules.redirects.length.toLocaleString('en')} entries (--posts ${posts}); Netlify: ${netlify.counts.rules.toLocaleString('en')} rules, ` +
      `${entries.length.toLocaleString('en')} entries in the function, table ${(netlify.edge.table.length / 1e6).toFixed(2)} MB in ${table.shards.length} shards ` +
      `(entries ${entriesOf[0]}–${entriesOf.at(-1)}, ${((charsOf[0] ?? 0) / 1024).toFixed(0)}–${((charsOf.at(-1) ?? 0) / 1024).toFixed(0)} KB); ` +
      `function + table ${(netlify.counts.functionBytes / 1024).toFixed(0)} KB gzip. Load average ${loadavg()[0]?.toFixed(1)}; ${runs} new processes each, ms: median (largest).`,
  )
  const parsed = measure('netlify-table', dir)
  const imported = measure('table-import', dir)
  const fn = measure('netlify', dir)
  const before = measure('whole', dir)
  const beforeImported = measure('whole-import', dir)
  console.log(`Netlify: JSON.parse of the table file ${summary(parsed, 'outer')}; of a shard ${summary(parsed, 'shardMedian')}, the slowest shard ${summary(parsed, 'shardWorst')}`)
  console.log(`  the table's import (a JSON module) ${summary(imported, 'table')}; the function's (its code and table) ${summary(fn, 'import')}`)
  console.log(`  requests: the first ${summary(fn, 'first')}; of those parsing a shard (${fn[0]?.parsed}) the median ${summary(fn, 'parsingMedian')}, the slowest ${summary(fn, 'parsingWorst')}`)
  console.log(`    of the other ${((fn[0]?.requests ?? 0) - (fn[0]?.parsed ?? 0)).toLocaleString('en')}: p99 ${summary(fn, 'otherP99')}, the slowest ${summary(fn, 'otherWorst')}`)
  console.log(`  before (one object): JSON.parse ${summary(before, 'whole')}, its import (a JSON module) ${summary(beforeImported, 'whole')}`)
  const worker = measure('cloudflare', dir)
  const literal = measure('whole-literal', dir)
  console.log(
    `Cloudflare _worker.js (${cloudflare.counts.workerMap.toLocaleString('en')} entries, ${(cloudflare.counts.workerBytes / 1024).toFixed(0)} KB gzip): its import ${summary(worker, 'import')}`,
  )
  console.log(
    `  requests: the first ${summary(worker, 'first')}; of those parsing a shard (${worker[0]?.parsed}) the median ${summary(worker, 'parsingMedian')}, the slowest ${summary(worker, 'parsingWorst')}`,
  )
  console.log(`    of the other ${((worker[0]?.requests ?? 0) - (worker[0]?.parsed ?? 0)).toLocaleString('en')}: p99 ${summary(worker, 'otherP99')}, the slowest ${summary(worker, 'otherWorst')}`)
  console.log(`  before: a module holding the answers as one object literal, its import ${summary(literal, 'whole')}`)
  console.log(`Load average ${loadavg()[0]?.toFixed(1)}.`)
} finally {
  rmSync(dir, { recursive: true, force: true })
}
