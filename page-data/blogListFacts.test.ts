// A blog list page reads the other locale's list facts for its alternates: they come from the item
// paths (which the page worker has from listing the pages), never from that locale's posts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generatedDir } from '../content-pipeline/model.js'
import { blogListFacts } from './blogLists.js'
import { derivedReads, forgetContent } from './content.js'

const cwd = process.cwd()
let root = ''

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'blog-list-facts-'))
  process.chdir(root)
  const dir = join(generatedDir, 'en')
  mkdirSync(dir, { recursive: true })
  const post = (id: number, category_id: number) => ({ id, slug: `post-${id}`, path: `/en/blog/${id}/post-${id}`, category_id })
  writeFileSync(join(dir, 'itemPaths.json'), JSON.stringify({ blogPosts: [post(5, 2), post(4, 1), post(3, 2), post(2, 2)] }))
  const category = (id: number, name: string) => ({ id, name, slug: name.toLowerCase(), path: `/en/blog/${name.toLowerCase()}`, alternates: {} })
  writeFileSync(join(dir, 'blogCategories.json'), JSON.stringify([category(1, 'Tax'), category(2, 'Payroll'), category(3, 'Audit')]))
  // No en/blogPosts.json: reading it would throw.
  forgetContent()
})

afterAll(() => {
  forgetContent()
  process.chdir(cwd)
  rmSync(root, { recursive: true, force: true })
})

describe('blogListFacts', () => {
  it("counts the posts and the categories that have any from the item paths, in the categories' order", () => {
    expect(blogListFacts('en')).toEqual({
      total: 4,
      categories: [
        { id: 1, slug: 'tax', name: 'Tax', path: '/en/blog/tax', count: 1 },
        { id: 2, slug: 'payroll', name: 'Payroll', path: '/en/blog/payroll', count: 3 },
      ],
    })
  })

  it("depends on the item paths and the categories, not on the posts' text", () => {
    blogListFacts('en')
    // The posts' entry of the paths file: a change to another kind's paths does not touch it.
    expect(derivedReads()['~blogListFacts:en']).toEqual(['en/blogCategories', 'en/itemPaths#blogPosts'])
  })
})
