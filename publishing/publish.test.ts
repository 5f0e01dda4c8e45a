import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { commit, finishInterruptedCommit, REMOVING_MINUTES, stagedDelta, TRASH_MINUTES, trashDue, type Release } from './publish.js'

function tree(root: string, files: Record<string, string>): void {
  for (const [rel, body] of Object.entries(files)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true })
    writeFileSync(join(root, rel), body)
  }
}

function setUp() {
  const dir = mkdtempSync(join(tmpdir(), 'publish-'))
  const base = join(dir, 'release')
  const staging = join(dir, 'staging')
  tree(base, {
    'client/blog/a.html': 'old a',
    'client/blog/a.html.br': 'old a br',
    'client/blog/a.html.gz': 'old a gz',
    'client/blog/gone.html': 'gone',
    'client/blog/gone.html.gz': 'gone gz',
    'client/keep.html': 'keep',
    'client/search-index/cs/0.json': 'old shard 0',
    'client/search-index/cs/1.json': 'old shard 1',
    'client/search-index/en/b1/t0.bin': 'old en',
    'client/search-index/en/b1/d/0.bin': 'old en doc',
  })
  tree(staging, {
    'client/blog/a.html': 'new a',
    'client/blog/a.html.gz': 'new a gz',
    'client/blog/new.html': 'new page',
    'client/search-index/cs/0.json': 'new shard 0',
    'client/search-index/en/b2/t0.bin': 'new en',
    'client/search-index/en/b2/d/0.bin': 'new en doc',
  })
  const release: Release = { id: 'r1', dir: staging, base, removals: ['client/blog/gone.html'], regenerated: ['client/search-index'] }
  return { dir, base, staging, release }
}

const read = (root: string, rel: string) => (existsSync(join(root, rel)) ? readFileSync(join(root, rel), 'utf8') : null)

describe("a rebuild's commit of its staging folder over the published release", () => {
  it('replaces changed files, adds new ones, removes deleted pages with their variants and stale variants and search shards, keeps the rest', () => {
    const { dir, base, release } = setUp()
    const delta = stagedDelta(release)
    const report = commit(release, join(dir, 'commit.json'))
    expect(read(base, 'client/blog/a.html')).toBe('new a')
    expect(read(base, 'client/blog/a.html.gz')).toBe('new a gz')
    // The new page was not worth a brotli variant: the old one would describe the old page.
    expect(read(base, 'client/blog/a.html.br')).toBeNull()
    expect(read(base, 'client/blog/new.html')).toBe('new page')
    expect(read(base, 'client/blog/gone.html')).toBeNull()
    expect(read(base, 'client/blog/gone.html.gz')).toBeNull()
    expect(read(base, 'client/search-index/cs/0.json')).toBe('new shard 0')
    expect(read(base, 'client/search-index/cs/1.json')).toBeNull()
    expect(read(base, 'client/keep.html')).toBe('keep')
    // A new index folder comes in whole, the old one goes whole (into the trash beside the staging folder).
    expect(read(base, 'client/search-index/en/b2/d/0.bin')).toBe('new en doc')
    expect(existsSync(join(base, 'client/search-index/en/b1'))).toBe(false)
    expect(existsSync(release.dir)).toBe(false)
    expect(existsSync(join(dir, 'commit.json'))).toBe(false)
    // The dry run weighed what the commit did: 6 files written over or added, 6 removed (the
    // en index's two files among them)…
    expect(delta.files).toBe(6)
    expect(delta.removed).toBe(6)
    expect(delta.filesDelta).toBe(3 - 6)
    expect(delta.bytesDelta).toBe(
      ['new a', 'new a gz', 'new page', 'new shard 0', 'new en', 'new en doc'].join('').length -
        ['old a', 'old a br', 'old a gz', 'gone', 'gone gz', 'old shard 0', 'old shard 1', 'old en', 'old en doc'].join('').length,
    )
    // …which the commit did in 5 renames (the new en index folder is one) and 5 removals (the old one is one).
    expect(report).toEqual({ renamed: 5, removed: 5 })
    // What went, and the files replaced, wait in one trash folder beside the staging folder
    // (deleted minutes later: pruneReleases), none of them deleted yet.
    const trash = readdirSync(dir).filter((n) => n.startsWith('trash-'))
    expect(trash).toHaveLength(1)
    const kept = readdirSync(join(dir, trash[0] ?? '')).map((n) => join(dir, trash[0] ?? '', n))
    const contents = kept.flatMap((f) => (statSync(f).isDirectory() ? ['(the old en index)'] : [readFileSync(f, 'utf8')])).sort()
    expect(contents).toEqual(['(the old en index)', 'gone', 'gone gz', 'old a', 'old a br', 'old a gz', 'old shard 0', 'old shard 1'])
  })

  it('a commit a crash interrupted is finished by the next run from its journal', () => {
    const { dir, base, staging, release } = setUp()
    const journal = join(dir, 'commit.json')
    // The crash: the journal was written and the first files renamed in.
    expect(() => commit(release, journal, 2)).toThrow(/stopped/)
    expect(read(base, 'client/blog/a.html')).toBe('new a')
    expect(existsSync(journal)).toBe(true)
    expect(finishInterruptedCommit(journal)).toBe(true)
    expect(read(base, 'client/blog/a.html')).toBe('new a')
    expect(read(base, 'client/blog/a.html.gz')).toBe('new a gz')
    expect(read(base, 'client/blog/a.html.br')).toBeNull()
    expect(read(base, 'client/blog/new.html')).toBe('new page')
    expect(read(base, 'client/search-index/cs/0.json')).toBe('new shard 0')
    expect(read(base, 'client/search-index/cs/1.json')).toBeNull()
    expect(read(base, 'client/blog/gone.html')).toBeNull()
    expect(existsSync(journal)).toBe(false)
    expect(existsSync(staging)).toBe(false)
    expect(finishInterruptedCommit(journal)).toBe(false)
  })
})

describe('the trash of releases and commits', () => {
  it("is deleted once it has waited TRASH_MINUTES (or carries no time: an older run's), not before", () => {
    const now = Date.UTC(2026, 10, 26, 12)
    const at = (minutesAgo: number) => `trash-${now - minutesAgo * 60_000}-staging-20261126T115500Z-42`
    expect(trashDue(at(0), now)).toBe(false)
    expect(trashDue(at(TRASH_MINUTES - 0.1), now)).toBe(false)
    expect(trashDue(at(TRASH_MINUTES), now)).toBe(true)
    expect(trashDue(at(60), now)).toBe(true)
    expect(trashDue('trash-20261126T115500Z-42', now)).toBe(true)
    expect(trashDue('releases', now)).toBe(false)
    expect(trashDue('staging-20261126T115500Z-42', now)).toBe(false)
  })

  it('is not taken up again while its deletion is under way, unless that has lasted REMOVING_MINUTES (its rm died)', () => {
    const now = Date.UTC(2026, 10, 26, 12)
    const removing = (minutesAgo: number) => `removing-${now - minutesAgo * 60_000}-trash-${now - 90 * 60_000}-20261126T101500Z-7`
    expect(trashDue(removing(0), now)).toBe(false)
    expect(trashDue(removing(REMOVING_MINUTES - 1), now)).toBe(false)
    expect(trashDue(removing(REMOVING_MINUTES), now)).toBe(true)
  })
})
