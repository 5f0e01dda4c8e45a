// Compares two releases (e.g. /work/baseline and `dist`) file for file, to show that a change of
// the code's shape left the built site as it was:
//   npm run compare-output -- <baselineDir> <releaseDir>   (options: ./commands.ts, or --help)
// Masked, with their reasons:
// - Vite's content hashes in asset names (`chunk-<hash>.js`, `name.<hash>.ext`) and in every
//   reference to them: they change with any change of the bundled code's bytes or order, which a
//   refactoring may shift while the site does the same. Chunks, whose names are only a hash, are
//   compared as a set of (masked) contents.
// - In JavaScript assets, the order Rollup puts modules in within a chunk and the short names its
//   minifier gives (locals, and the letters of a chunk's exports): a module moved or split (a
//   cycle fix did) reorders a chunk and renames them. A script is compared as the multiset of its
//   statements with names of one or two characters masked: every string, property, operator and
//   statement is still compared, as are the number of chunks and the scripts every page loads.
// - Source paths named in messages, for files this change moved: `--moved old=new` (repeatable)
//   reads `old` as `new` in the baseline (e.g. an error message that names client/start/hydrate.tsx).
// - .br and .gz files are compared by their decompressed, masked text (their bytes follow the
//   masked names they contain).
// Left out: the build's own bookkeeping, not part of the site: build-report.json (timings),
// build-state*.json (the rebuild's dependency map, with timings), search-docs.json (ids of the
// search stage's cache), assets.json (Vite's manifest: source paths of the code, which is what
// a refactoring moves).
// Exit code 1 and a list when anything else differs.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { parseCommandLine } from '../../shared/command-line.js'
import { compareOutputCommand } from './commands.js'

const ignored = (rel: string) => /^(build-report\.json|build-state[^/]*\.json|search-docs\.json|assets\.json)$/.test(rel)

// Vite's hashes: base64url, 8 characters, after `chunk-` or before the extension. The chrome
// files (assets/chrome/cs.<hash>.json) carry a 12-character hash of their content.
const HASHED = /(\bassets\/[A-Za-z0-9/_.-]*?)(chunk-|\.)[A-Za-z0-9_-]{8,12}(\.(?:js|css|json|woff2|svg|png|jpg|webp|avif)\b)/g
// Relative imports between scripts: `./chunk-<hash>.js`, `../chunks/chunk-<hash>.js`, `./pages_blog.<hash>.js`.
const HASHED_RELATIVE = /(\.\.?\/(?:[a-z]+\/)?(?:chunk-|[A-Za-z0-9_]+\.))[A-Za-z0-9_-]{8}(\.js\b)/g
const mask = (text: string) => text.replace(HASHED, '$1$2#$3').replace(HASHED_RELATIVE, '$1#$2')
const maskPath = (rel: string) => mask(`/${rel}`).slice(1)

const SHORT_NAME = /(?<![\w$.])[A-Za-z_$][\w$]?(?![\w$])/g
// Vite's preload lists: `__vite__mapDeps([3,1,4])` indexes a list of file names at the top of the
// script, in the order of first use; read as the (masked) names themselves, in order of name.
const DEPS_LIST = /m\.f=\[([^\]]*)\]/
const DEPS_USE = /__vite__mapDeps\(\[([\d,]*)\]\)/g
function withDepsNamed(text: string): string {
  const names = (DEPS_LIST.exec(text)?.[1] ?? '').split(',')
  return text.replace(
    DEPS_USE,
    (_, list: string) =>
      `__vite__deps(${list
        .split(',')
        .map((i) => names[Number(i)] ?? i)
        .sort()
        .join(' ')})`,
  )
}
/** A script as the sorted list of its statements and declarations, short names masked. */
const statements = (text: string) =>
  withDepsNamed(text)
    .replace(SHORT_NAME, '~')
    .split(/[;{},\n]/)
    .map((s) => s.replace(/^(var|let|const) /, ''))
    .sort()
    .join('\n')
const isScript = (rel: string) => /\/assets\/.*\.js(\.br|\.gz)?$/.test(`/${rel}`)

function files(root: string): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name)
      if (statSync(full).isDirectory()) walk(full)
      else out.push(relative(root, full).split(sep).join('/'))
    }
  }
  walk(root)
  return out.filter((f) => !ignored(f))
}

const binary = /\.(woff2|png|jpe?g|webp|avif|gif|ico|pdf|mp3|wav|m4a|zip)$/i

/** A file's comparable content: masked text, or the bytes' base64 for binaries. */
function content(root: string, rel: string, rename: (text: string) => string): string {
  const bytes = readFileSync(join(root, rel))
  if (binary.test(rel)) return bytes.toString('base64')
  const text = rename(rel.endsWith('.br') ? brotliDecompressSync(bytes).toString('utf8') : rel.endsWith('.gz') ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8'))
  return isScript(rel) ? statements(mask(text)) : mask(text)
}

/** Masked path → the contents of the files it stands for (several for hash-only chunk names). */
function index(root: string, rename = (text: string) => text): Map<string, string[]> {
  const byPath = new Map<string, string[]>()
  for (const rel of files(root)) {
    const key = maskPath(rel)
    const list = byPath.get(key) ?? []
    list.push(content(root, rel, rename))
    byPath.set(key, list)
  }
  for (const list of byPath.values()) list.sort()
  return byPath
}

const { values, positionals } = parseCommandLine(compareOutputCommand)
// Two folders and OLD=NEW pairs: checked by the command line (./commands.ts).
const [baselineDir = '', releaseDir = ''] = positionals
const moved = (values.moved ?? []).map((pair) => {
  const [from = '', to = ''] = pair.split('=')
  return [from, to] as const
})
const a = index(baselineDir, (text) => moved.reduce((t, [from, to]) => t.replaceAll(from, to), text))
const b = index(releaseDir)
const problems: string[] = []
for (const key of [...new Set([...a.keys(), ...b.keys()])].sort()) {
  const left = a.get(key)
  const right = b.get(key)
  if (!left) problems.push(`only in ${releaseDir}: ${key}`)
  else if (!right) problems.push(`only in ${baselineDir}: ${key}`)
  else if (left.length !== right.length) problems.push(`${key}: ${left.length} file(s) against ${right.length}`)
  else if (left.some((c, i) => c !== right[i])) problems.push(`differs: ${key}`)
}
const count = [...a.values()].reduce((n, l) => n + l.length, 0)
if (problems.length > 0) {
  console.log(problems.slice(0, 200).join('\n'))
  if (problems.length > 200) console.log(`… and ${problems.length - 200} more`)
  console.log(`${problems.length} difference(s) between ${baselineDir} and ${releaseDir}`)
  process.exit(1)
}
console.log(
  `no difference: ${count} files of ${baselineDir} and ${releaseDir} equal (asset hashes masked, scripts as statements; build-report.json, build-state*.json, search-docs.json, assets.json left out)`,
)
