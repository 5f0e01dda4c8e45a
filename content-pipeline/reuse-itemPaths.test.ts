// A narrow run takes the kinds it does not collect from the previous output's item paths only when
// they are as this code writes them: each kind's path fields (model.ts pathFields) as its struct says.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readItemPaths } from './reuse.js'
import { contentKindList } from './schemas/endpoints.js'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function written(change: (paths: Record<string, unknown[]>) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'item-paths-'))
  dirs.push(dir)
  for (const locale of ['cs', 'en']) {
    const paths: Record<string, unknown[]> = Object.fromEntries([...contentKindList, 'blogCategories'].map((kind) => [kind, []]))
    paths.services = [{ id: 1, slug: 'dane', path: '/sluzby/2/ucetnictvi/dane', group_id: 2 }]
    paths.blogPosts = [{ id: 3, slug: 'novinky', path: '/blog/3/novinky', category_id: 4 }]
    paths.pages = [{ id: 5, slug: 'o-nas', path: '/o-nas', route_key: 'about' }]
    change(paths)
    mkdirSync(join(dir, locale))
    writeFileSync(join(dir, locale, 'itemPaths.json'), JSON.stringify(paths))
  }
  return dir
}

describe('readItemPaths', () => {
  it('reads item paths whose path fields are as the structs declare them', async () => {
    const read = await readItemPaths(written(() => {}))
    expect(read?.cs.services[0]?.group_id).toBe(2)
    expect(read?.en.pages[0]?.route_key).toBe('about')
  })

  it.each([
    ['a service without its group', (p: Record<string, unknown[]>) => (p.services = [{ id: 1, slug: 'dane', path: '/x' }])],
    ['a post whose category is not an id', (p: Record<string, unknown[]>) => (p.blogPosts = [{ id: 3, slug: 'n', path: '/x', category_id: 'four' }])],
    ['a page bound to an unknown route', (p: Record<string, unknown[]>) => (p.pages = [{ id: 5, slug: 'o', path: '/x', route_key: 'nowhere' }])],
    ['a kind left out', (p: Record<string, unknown[]>) => delete p.glossary],
  ])('takes none with %s', async (_name, change) => {
    expect(await readItemPaths(written(change))).toBeNull()
  })
})
