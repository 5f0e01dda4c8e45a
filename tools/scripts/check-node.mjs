// `npm start` and `npm test` run this first (their `prestart` and `pretest` scripts): on a Node
// that package.json's `engines` does not accept, they stop at once with one line naming the
// version to install (.nvmrc), instead of failing minutes later in a build or a test runner with
// an error about some missing API. (`npm install` and `npm ci` stop by themselves: .npmrc sets
// engine-strict.) Plain JavaScript of an old syntax with no dependency, so that an old Node
// runs it before anything is installed.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** @param {string} version like 24.22.3 @returns {number[]} */
function parts(version) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)$/.exec(version.trim())
  if (!match) throw new Error(`not a version: ${version}`)
  return [Number(match[1]), Number(match[2]), Number(match[3])]
}

/** @param {number[]} a @param {number[]} b */
function compare(a, b) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1
  return 0
}

/**
 * Whether `version` is in `range`, a range of the two forms package.json's engines uses here:
 * `>=X.Y.Z` and `^X.Y.Z`, joined by `||`. Any other form throws, so an engines field this check
 * cannot read fails its test instead of letting every Node through.
 * @param {string} version @param {string} range @returns {boolean}
 */
export function satisfies(version, range) {
  const v = parts(version)
  return range.split('||').some((alternative) => {
    const match = /^\s*(>=|\^)\s*(\d+\.\d+\.\d+)\s*$/.exec(alternative)
    if (!match) throw new Error(`engines.node: cannot read "${alternative.trim()}" (only >=X.Y.Z and ^X.Y.Z, joined by ||)`)
    const bound = parts(match[2])
    return compare(v, bound) >= 0 && (match[1] === '>=' || v[0] === bound[0])
  })
}

/**
 * The line that stops an unsupported Node, or null when this one is supported.
 * @param {{ node: string, range: string, install: string }} facts
 */
export function refusal({ node, range, install }) {
  if (satisfies(node, range)) return null
  return `This project needs Node ${range} and this is Node ${node}: install Node ${install} (.nvmrc; \`nvm install\` reads it), or bring it from the npm registry: export PATH="$(bash tools/scripts/bring-node.sh):$PATH"`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
  const range = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node
  const install = readFileSync(join(root, '.nvmrc'), 'utf8').trim()
  const line = refusal({ node: process.versions.node, range, install })
  if (line) {
    console.error(line)
    process.exit(1)
  }
}
