// Compares two releases (e.g. /work/baseline and `dist`) file for file, to show that a change of
// the code's shape left the built site as it was:
//   npm run compare-output -- <baselineDir> <releaseDir>
// Masked, with their reasons:
// - Vite's content hashes in asset names (`chunk-<hash>.js`, `name.<hash>.ext`) and in every
//   reference to them: they change with any change of the bundled code's bytes or order, which a
//   refactoring may shift while the site does the same. Chunks, whose names are only a hash, are
//   compared as a set of (masked) contents.
// - In JavaScript assets, the names Rollup gives a chunk's exports (`export{t as a}`, and the
//   `import{a as t}` of the chunks that use them): short letters given in order, so a module
//   split or moved in this chunk renames the others (a cycle fix did). The local names and all the
//   code are still compared, as are the number of chunks and what each page loads.
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

const ignored = (rel: string) => /^(build-report\.json|build-state[^/]*\.json|search-docs\.json|assets\.json)$/.test(rel)

// Vite's hashes: base64url, 8 characters, after `chunk-` or before the extension. The chrome
// files (assets/chrome/cs.<hash>.json) carry a 12-character hash of their content.
const HASHED = /(\bassets\/[A-Za-z0-9/_.-]*?)(chunk-|\.)[A-Za-z0-9_-]{8,12}(\.(?:js|css|json|woff2|svg|png|jpg|webp|avif)\b)/g
const HASHED_RELATIVE = /(\.\/|\.\.\/[A-Za-z]+\/|\/assets\/[a-z]+\/)(chunk-)[A-Za-z0-9_-]{8}(\.js\b)/g
const mask = (text: string) => text.replace(HASHED, '$1$2#$3').replace(HASHED_RELATIVE, '$1$2#$3')
const maskPath = (rel: string) => mask(`/${rel}`).slice(1)

// `import{a as t,b}from"…"` → `import{? as t,? as b}from"…"`; `export{t as a,b}` → `export{t as ?,b as ?}`.
const IMPORT_LIST = /import\{([^}]*)\}from"/g
const EXPORT_LIST = /export\{([^}]*)\}/g
const maskBindings = (text: string) =>
  text
    .replace(IMPORT_LIST, (_, list: string) => `import{${list.split(',').map((s) => `? as ${s.split(' as ').pop()}`).join(',')}}from"`)
    .replace(EXPORT_LIST, (_, list: string) => `export{${list.split(',').map((s) => `${s.split(' as ')[0]} as ?`).join(',')}}`)
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
function content(root: string, rel: string): string {
  const bytes = readFileSync(join(root, rel))
  if (binary.test(rel)) return bytes.toString('base64')
  const text = rel.endsWith('.br') ? brotliDecompressSync(bytes).toString('utf8') : rel.endsWith('.gz') ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8')
  return isScript(rel) ? maskBindings(mask(text)) : mask(text)
}

/** Masked path → the contents of the files it stands for (several for hash-only chunk names). */
function index(root: string): Map<string, string[]> {
  const byPath = new Map<string, string[]>()
  for (const rel of files(root)) {
    const key = maskPath(rel)
    const list = byPath.get(key) ?? []
    list.push(content(root, rel))
    byPath.set(key, list)
  }
  for (const list of byPath.values()) list.sort()
  return byPath
}

const [baselineDir, releaseDir] = process.argv.slice(2)
if (!baselineDir || !releaseDir) {
  console.error('usage: npm run compare-output -- <baselineDir> <releaseDir>')
  process.exit(2)
}
const a = index(baselineDir)
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
console.log(`no difference: ${count} files of ${baselineDir} and ${releaseDir} equal (asset hashes and chunk export names masked; build-report.json, build-state*.json, search-docs.json, assets.json left out)`)
