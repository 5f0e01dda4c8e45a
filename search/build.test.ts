// A rebuild's search index: a locale built again over a published index links the document files
// that are the same and writes only the others, and still gives exactly the files of a fresh build.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { PerLocale } from '../shared/config/perLocale.js'
import { buildSearchIndex, type IndexRecords } from './build.js'
import type { SearchableContent } from './docs.js'
import { pullContent } from './testing.js'

let content: PerLocale<SearchableContent>
beforeAll(async () => {
  content = await pullContent()
}, 120_000)

function files(dir: string): Map<string, { bytes: Buffer; ino: number }> {
  const out = new Map<string, { bytes: Buffer; ino: number }>()
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, e.name)
      if (e.isDirectory()) walk(full)
      else out.set(relative(dir, full), { bytes: readFileSync(full), ino: statSync(full).ino })
    }
  }
  walk(dir)
  return out
}

describe('search index over a published one', () => {
  it("links the unchanged documents' files, takes the unchanged term shards' gzip, writes the rest, and equals a fresh build", () => {
    const published = mkdtempSync(join(tmpdir(), 'search-published-'))
    const first = buildSearchIndex(content, join(published, 'client'))
    expect(first.cs.linked).toBe(0)

    const edited = structuredClone(content)
    const post = edited.cs.blogPosts[0]
    if (!post) throw new Error('the sample content has no Czech blog post')
    // Its first word another: the document's length stays, so only the shards of the two words' terms change.
    post.title = post.title.replace(/^\S+/, 'Aktualizováno')
    const records = {
      cs: { build: first.cs.build, docFiles: first.cs.docFiles, shards: first.cs.shardHashes },
      en: { build: first.en.build, docFiles: first.en.docFiles, shards: first.en.shardHashes },
    } satisfies Record<string, IndexRecords>

    const rebuilt = mkdtempSync(join(tmpdir(), 'search-rebuilt-'))
    const second = buildSearchIndex(edited, rebuilt, {}, ['cs', 'en'], { clientDir: join(published, 'client'), records })
    // Every Czech document file but the edited post's is the published file, linked (the same inode).
    expect(second.cs.build).not.toBe(first.cs.build)
    expect(second.cs.docFiles.length).toBeGreaterThan(1)
    expect(second.cs.linked).toBe(second.cs.docFiles.length - 1)
    const changed = second.cs.docFiles.filter((h, n) => h !== first.cs.docFiles[n])
    expect(changed).toHaveLength(1)
    const out = files(rebuilt)
    const before = files(join(published, 'client'))
    const docFiles = [...out.keys()].filter((f) => f.startsWith(`search-index/cs/${second.cs.build}/d/`))
    expect(docFiles).toHaveLength(second.cs.docFiles.length)
    const linkedFiles = docFiles.filter((f) => {
      const n = Number(f.split('/').at(-1)?.replace('.bin', ''))
      return out.get(f)?.ino === before.get(`search-index/cs/${first.cs.build}/d/${n}.bin`)?.ino
    })
    expect(linkedFiles).toHaveLength(second.cs.docFiles.length - 1)
    // Term shards whose bytes are the same take the published gzip; one title's words change only some.
    expect(second.cs.shardsTaken).toBeGreaterThan(0)
    expect(second.cs.shardsTaken).toBe(second.cs.shardHashes.filter((h) => first.cs.shardHashes.includes(h)).length)
    expect(second.cs.shardsTaken).toBeLessThan(second.cs.shardHashes.length)
    // English is unchanged: the same build id, every file linked.
    expect(second.en.build).toBe(first.en.build)
    expect(second.en.linked).toBe(second.en.docFiles.length)

    // The same files, byte for byte, as building the edited content from nothing.
    const fresh = mkdtempSync(join(tmpdir(), 'search-fresh-'))
    const third = buildSearchIndex(edited, fresh)
    expect(third.cs.build).toBe(second.cs.build)
    const expected = files(fresh)
    expect([...out.keys()].sort()).toEqual([...expected.keys()].sort())
    for (const [name, f] of expected) expect(out.get(name)?.bytes.equals(f.bytes), name).toBe(true)
    for (const dir of [published, rebuilt, fresh]) rmSync(dir, { recursive: true, force: true })
  }, 120_000)
})
