import { linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { linkOrCopy, linkTree, writeAllSync, writeFileAtomically, writeFileAtomicallySync } from './files.js'

describe('linkTree', () => {
  it('puts every file of a tree at the same place in another, as hard links, making the folders', async () => {
    const root = mkdtempSync(join(tmpdir(), 'link-tree-'))
    try {
      const from = join(root, 'media')
      for (const [rel, text] of [
        ['a.svg', '<svg/>'],
        ['blog/1/photo.jpg', 'jpeg'],
        ['blog/2/deep/x.pdf', 'pdf'],
      ] as const) {
        mkdirSync(join(from, rel, '..'), { recursive: true })
        writeFileSync(join(from, rel), text)
      }
      mkdirSync(join(from, 'empty'))
      const to = join(root, 'release', 'media')
      expect(await linkTree(from, to)).toBe(3)
      expect(readFileSync(join(to, 'blog/2/deep/x.pdf'), 'utf8')).toBe('pdf')
      // The same file, not a copy: no bytes were written.
      expect(statSync(join(to, 'blog/1/photo.jpg')).ino).toBe(statSync(join(from, 'blog/1/photo.jpg')).ino)
      expect(statSync(join(from, 'a.svg')).nlink).toBe(2)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('will not put a file where one is already (a copy over a link would write into the linked file)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'link-or-copy-'))
    try {
      writeFileSync(join(root, 'a'), 'new')
      writeFileSync(join(root, 'b'), 'old')
      await expect(linkOrCopy(join(root, 'a'), join(root, 'b'))).rejects.toThrow(/EEXIST/)
      expect(readFileSync(join(root, 'b'), 'utf8')).toBe('old')
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})

describe('writeFileAtomically', () => {
  it('replaces a file by a new one (a link to the old keeps the old bytes), whole or in pieces, and leaves no temporary file', async () => {
    const root = mkdtempSync(join(tmpdir(), 'atomic-'))
    try {
      const file = join(root, 'cache.json')
      writeFileSync(file, 'old')
      linkSync(file, join(root, 'reader-holds'))
      writeFileAtomicallySync(file, 'new')
      expect(readFileSync(file, 'utf8')).toBe('new')
      expect(readFileSync(join(root, 'reader-holds'), 'utf8')).toBe('old')
      writeFileAtomicallySync(file, (fd) => {
        writeAllSync(fd, 'a')
        writeAllSync(fd, Buffer.from('b'))
      })
      expect(readFileSync(file, 'utf8')).toBe('ab')
      await writeFileAtomically(file, 'async')
      expect(readFileSync(file, 'utf8')).toBe('async')
      expect(readdirSync(root).sort()).toEqual(['cache.json', 'reader-holds'])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
