// The message catalogs: same keys in both locales, no empty text, no key that the code never
// uses, no key the code uses that is missing, and the Czech texts of the spec verbatim.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import cs from './cs.json'
import en from './en.json'

const sourceDirs = ['pages', 'components', 'renderer', 'client']
function sources(dir: string): string[] {
  let out: string[] = []
  let entries: string[] = []
  try { entries = readdirSync(dir) } catch { return out }
  for (const name of entries) {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) out = out.concat(sources(full))
    else if (/\.(tsx?|ts)$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(readFileSync(full, 'utf8'))
  }
  return out
}
const code = sourceDirs.flatMap(sources).join('\n')
// Literal keys in quotes, and prefixes of keys built from template literals (`route.${key}`).
const literalKeys = new Set([...code.matchAll(/['"`]([a-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)+)['"`]/g)].map((m) => m[1]!))
const dynamicPrefixes = [...code.matchAll(/`([a-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*[._])\$\{/g)].map((m) => m[1]!)

describe('message catalogs', () => {
  it('have the same keys in cs and en, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(cs).sort())
    for (const catalog of [cs, en]) {
      expect(Object.entries(catalog).filter(([, v]) => !v.trim()).map(([k]) => k)).toEqual([])
    }
  })

  it('contain no key that the code never uses', () => {
    const unused = Object.keys(cs).filter((k) => !literalKeys.has(k) && !dynamicPrefixes.some((p) => k.startsWith(p)))
    expect(unused).toEqual([])
  })

  it('contain every key the code asks for', () => {
    const catalogKeys = new Set(Object.keys(cs))
    const prefixes = new Set(Object.keys(cs).map((k) => k.split('.')[0]))
    const missing = [...literalKeys].filter((k) => prefixes.has(k.split('.')[0]) && !catalogKeys.has(k) && /^[a-z]+[A-Za-z]*\.[a-z_]/.test(k))
    expect(missing).toEqual([])
  })

  it('carry the Czech texts of the specification verbatim', () => {
    const texts = Object.values(cs)
    for (const text of ['Právě probíhá údržba', 'Vraťte se prosím později.']) expect(texts).toContain(text)
  })
})
