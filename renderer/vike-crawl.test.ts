import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { gitignoredFolders, vikeCrawlIgnoring } from './vike-crawl.js'

describe('vikeCrawlIgnoring', () => {
  it('sets the ignore list when VIKE_CRAWL is unset', () => {
    expect(JSON.parse(vikeCrawlIgnoring(undefined, ['bench/**']))).toEqual({ ignore: ['bench/**'] })
  })

  it('keeps the settings and patterns already there, without duplicates', () => {
    const merged = vikeCrawlIgnoring('{"git":false,"ignore":"tmp/**"}', ['bench/**', 'tmp/**'])
    expect(JSON.parse(merged)).toEqual({ git: false, ignore: ['tmp/**', 'bench/**'] })
    expect(vikeCrawlIgnoring(merged, ['bench/**'])).toBe(merged)
  })

  it('refuses a value that is not a JSON object', () => {
    expect(() => vikeCrawlIgnoring('[1]', ['bench/**'])).toThrow(/JSON object/)
  })
})

describe('gitignoredFolders', () => {
  it('turns the folders of a .gitignore into crawl patterns, read as Git reads them', () => {
    expect(gitignoredFolders('# build output\ndist/\n/out\ncontent/generated/\n*.log\nnode_modules\n!keep/\n\n.cache/\n')).toEqual(['**/dist/**', 'out/**', 'content/generated/**', '**/.cache/**'])
  })

  it('keeps the published site and the pipeline output of this project out of the crawl', () => {
    const patterns = gitignoredFolders(readFileSync('.gitignore', 'utf8'))
    expect(patterns).toContain('dist/**')
    expect(patterns).toContain('content/generated/**')
  })
})
