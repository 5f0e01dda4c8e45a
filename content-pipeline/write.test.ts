import { mkdir, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { snapshot, tempDir } from './testing.js'
import { prettyArrayChunks } from './listFile.js'
import { openStaging } from './write.js'

const dirs: string[] = []
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })))
})

async function parent(): Promise<string> {
  const dir = await tempDir('write')
  dirs.push(dir)
  return dir
}

describe('staging', () => {
  it('creates the output on first commit, next to it while staging', async () => {
    const root = await parent()
    const out = join(root, 'generated')
    const staging = await openStaging(out)
    expect(staging.dir.startsWith(join(root, '.staging-generated-'))).toBe(true)
    await staging.writeJson('cs/people.json', [{ id: 1 }])
    expect(await readdir(root)).toEqual([staging.dir.slice(root.length + 1)])
    await staging.commit()
    expect(await readdir(root)).toEqual(['generated'])
    expect(await readFile(join(out, 'cs/people.json'), 'utf8')).toBe('[\n  {\n    "id": 1\n  }\n]\n')
  })

  it('links a file whose bytes the output already has, writes the others, and the output is right either way', async () => {
    const root = await parent()
    const out = join(root, 'generated')
    const first = await openStaging(out)
    await first.writeJson('cs/people.json', [
      { id: 1, name: 'Eva' },
      { id: 2, name: 'Jan' },
    ])
    await first.writeJson('cs/jobs.json', [{ id: 7, title: 'Účetní' }])
    await first.commit()
    const before = { people: await stat(join(out, 'cs/people.json')), jobs: await stat(join(out, 'cs/jobs.json')) }

    const second = await openStaging(out, { linkUnchanged: true })
    const sha1 = await second.writeJson('cs/people.json', [
      { id: 1, name: 'Eva' },
      { id: 2, name: 'Jan' },
    ])
    await second.writeJson('cs/jobs.json', [{ id: 7, title: 'Mzdová účetní' }])
    // Hand-edited output is not trusted by its name: bytes are compared.
    await writeFile(join(out, 'cs/settings.json'), '{"x": 1}\n')
    await second.writeJson('cs/settings.json', { x: 2 })
    expect((await stat(join(second.dir, 'cs/people.json'))).ino).toBe(before.people.ino)
    expect((await stat(join(second.dir, 'cs/jobs.json'))).ino).not.toBe(before.jobs.ino)
    // The published output is untouched until the commit.
    expect(JSON.parse(await readFile(join(out, 'cs/jobs.json'), 'utf8'))).toEqual([{ id: 7, title: 'Účetní' }])
    await second.commit()
    expect(JSON.parse(await readFile(join(out, 'cs/people.json'), 'utf8'))).toEqual([
      { id: 1, name: 'Eva' },
      { id: 2, name: 'Jan' },
    ])
    expect(JSON.parse(await readFile(join(out, 'cs/jobs.json'), 'utf8'))).toEqual([{ id: 7, title: 'Mzdová účetní' }])
    expect(JSON.parse(await readFile(join(out, 'cs/settings.json'), 'utf8'))).toEqual({ x: 2 })
    expect(sha1).toMatch(/^[\w-]{27}$/)
  })

  it('deletes the replaced output after the commit has returned when asked to', async () => {
    const root = await parent()
    const out = join(root, 'generated')
    const first = await openStaging(out)
    await first.writeJson('cs/people.json', [{ id: 1 }])
    await first.commit()
    const second = await openStaging(out, { removeOldInBackground: true })
    await second.writeJson('cs/people.json', [{ id: 2 }])
    await second.commit()
    expect(JSON.parse(await readFile(join(out, 'cs/people.json'), 'utf8'))).toEqual([{ id: 2 }])
    // Only the output is left once the detached rm is done.
    for (let i = 0; i < 100 && (await readdir(root)).length > 1; i++) await new Promise((r) => setTimeout(r, 50))
    expect(await readdir(root)).toEqual(['generated'])
  })

  it('replaces the previous output as a whole (stale files vanish)', async () => {
    const root = await parent()
    const out = join(root, 'generated')
    await mkdir(join(out, 'cs'), { recursive: true })
    await writeFile(join(out, 'cs/old.json'), '"old"')
    const staging = await openStaging(out)
    await staging.writeJson('cs/new.json', 'new')
    await staging.commit()
    expect(Object.keys(await snapshot(out))).toEqual(['cs/new.json'])
    expect(await readdir(root)).toEqual(['generated'])
  })

  it('abort leaves the previous output byte-identical and removes the staging folder', async () => {
    const root = await parent()
    const out = join(root, 'generated')
    await mkdir(join(out, 'en'), { recursive: true })
    await writeFile(join(out, 'en/people.json'), '[1]')
    const before = await snapshot(out)
    const staging = await openStaging(out)
    await staging.writeJson('en/people.json', [2])
    await staging.abort()
    expect(await snapshot(out)).toEqual(before)
    expect(await readdir(root)).toEqual(['generated'])
  })

  it('clears staging folders that crashed runs left behind an hour ago', async () => {
    const root = await parent()
    const stale = join(root, '.staging-generated-1-1')
    const fresh = join(root, '.staging-generated-2-2')
    await mkdir(stale)
    await mkdir(fresh)
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000)
    await utimes(stale, old, old)
    const staging = await openStaging(join(root, 'generated'))
    expect((await readdir(root)).sort()).toEqual(['.staging-generated-2-2', staging.dir.slice(root.length + 1)].sort())
    await staging.abort()
  })
})

describe('lists, written item by item', () => {
  const cases: [string, unknown[]][] = [
    ['one item', [{ id: 1 }]],
    [
      'nested values and strings with line breaks',
      [
        { id: 1, body: '<p>a</p>\n<p>b</p>', tags: ['x', 'y'], nested: { a: [], b: {}, c: [1, [2, 3]] } },
        { id: 2, body: null },
      ],
    ],
    ['plain values, and those JSON has no text for', [1, 'two', null, true, undefined, () => 1, [[]]]],
    ['many items across chunks', Array.from({ length: 500 }, (_, i) => ({ id: i, text: 'ř'.repeat(i) }))],
  ]

  it.each(cases)('%s: the bytes of JSON.stringify(value, null, 2)', async (_name, value) => {
    expect([...prettyArrayChunks(value, 1000)].join('')).toBe(JSON.stringify(value, null, 2) + '\n')
    const root = await parent()
    const staging = await openStaging(join(root, 'generated'))
    await staging.writeJson('list.json', value)
    expect(await readFile(join(staging.dir, 'list.json'), 'utf8')).toBe(JSON.stringify(value, null, 2) + '\n')
    await staging.abort()
  })

  it('an empty list is [] as before', async () => {
    const root = await parent()
    const staging = await openStaging(join(root, 'generated'))
    await staging.writeJson('empty.json', [])
    expect(await readFile(join(staging.dir, 'empty.json'), 'utf8')).toBe('[]\n')
    await staging.abort()
  })
})
