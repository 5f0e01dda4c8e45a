// The message catalogs: same keys in both locales, no empty text, no key that the code never
// uses, no key the code uses that is missing, and the Czech texts of the spec verbatim.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import cs from './cs.json'
import en from './en.json'
import { clientEntries, clientMessageKeys, clientModules, messageUse, usesKey } from './messageUse.js'

const sourceDirs = ['pages', 'components', 'page-data', 'renderer', 'client', 'publishing/drafts']
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

/** `formatjs verify` (its CLI, as `npm run messages` runs it) on the catalogs in `dir`: the same keys, valid ICU, the same arguments. */
function verify(dir: string): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [formatjsCli, 'verify', '--source-locale', 'cs', '--missing-keys', '--extra-keys', '--structural-equality', join(dir, 'cs.json'), join(dir, 'en.json')], {
    encoding: 'utf8',
  })
  return { status: result.status, output: result.stdout + result.stderr }
}
const formatjsCli = createRequire(import.meta.url).resolve('@formatjs/cli/bin/formatjs')

describe('message catalogs', () => {
  it('pass formatjs verify: the same keys in cs and en, valid ICU syntax, the same arguments in both', () => {
    const ours = verify(import.meta.dirname)
    expect(ours.status, ours.output).toBe(0)
  })

  it('fail formatjs verify with a key missing, an argument renamed or broken ICU syntax', () => {
    for (const broken of [
      { ...en, 'nav.skip': undefined },
      { ...en, 'listing.page': en['listing.page'].replace('{page}', '{pages}') },
      { ...en, 'listing.page': `${en['listing.page']} {` },
    ]) {
      const dir = mkdtempSync(join(tmpdir(), 'catalogs-'))
      writeFileSync(join(dir, 'cs.json'), JSON.stringify(cs))
      writeFileSync(join(dir, 'en.json'), JSON.stringify(broken))
      expect(verify(dir).status).not.toBe(0)
    }
  })

  it('have no empty message', () => {
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
