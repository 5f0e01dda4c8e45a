// The message catalogs: same keys in both locales, no empty text, no key that the code never
// uses, no key the code uses that is missing, and the Czech texts of the spec verbatim.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import cs from './cs.json'
import en from './en.json'
import { clientEntries, clientMessageKeys, clientModules, messageUse, usesKey } from './messageUse.js'

const sourceDirs = ['pages', 'components', 'page-data', 'renderer', 'client']
function sources(dir: string): string[] {
  let out: string[] = []
  let entries: string[]
  try {
    entries = readdirSync(dir)
  } catch {
    return out
  }
  for (const name of entries) {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) out = out.concat(sources(full))
    else if (/\.(tsx?|ts)$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(readFileSync(full, 'utf8'))
  }
  return out
}
const use = messageUse(sourceDirs.flatMap(sources).join('\n'))

describe('message catalogs', () => {
  it('have the same keys in cs and en, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(cs).sort())
    for (const catalog of [cs, en]) {
      expect(
        Object.entries(catalog)
          .filter(([, v]) => !v.trim())
          .map(([k]) => k),
      ).toEqual([])
    }
  })

  it('contain no key that the code never uses', () => {
    const unused = Object.keys(cs).filter((k) => !usesKey(use, k))
    expect(unused).toEqual([])
  })

  it('contain every key the code asks for', () => {
    const catalogKeys = new Set(Object.keys(cs))
    const prefixes = new Set(Object.keys(cs).map((k) => k.split('.')[0]))
    const missing = [...use.literals].filter((k) => prefixes.has(k.split('.')[0]) && !catalogKeys.has(k) && /^[a-z]+[A-Za-z]*\.[a-z_]/.test(k))
    expect(missing).toEqual([])
  })

  it('carry the Czech texts of the specification verbatim', () => {
    const texts = Object.values(cs)
    for (const text of ['Právě probíhá údržba', 'Vraťte se prosím později.']) expect(texts).toContain(text)
  })
})

describe("the browser's catalogs", () => {
  const entries = clientEntries()
  it("follow what the pages load: lazy parts included, the pre-render's hooks not", () => {
    const modules = clientModules(entries)
    expect(modules).toContain(join('components', 'shop', 'CartView.tsx')) // import() on the cart page
    expect(modules).toContain(join('client', 'start', 'hydrate.tsx'))
    expect([...modules].filter((m) => /\+(data|title|description|Head|onBeforeRender)\.tsx?$/.test(m))).toEqual([])
  })
  it('hold every message the browser shows and leave out what only the pre-render uses', () => {
    const keys = clientMessageKeys(entries, cs)
    for (const k of ['nav.skip', 'voucher.apply', 'signin.invalid', 'job.type.full_time', 'lang.name_en']) expect(keys).toContain(k)
    for (const k of ['home.description', 'breadcrumbs.home', 'route.person']) expect(keys).not.toContain(k)
    expect(keys.size).toBeGreaterThan(Object.keys(cs).length * 0.8)
  })
})
