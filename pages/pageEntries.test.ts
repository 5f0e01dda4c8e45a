// Every page folder's +client.ts and +onBeforePrerenderStart.ts are the templates of
// tools/scripts/page-entries.ts (`npm run page-entries` writes them).
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { pageEntries } from '../tools/scripts/page-entries.js'

describe('page entries', () => {
  it('are written from their templates in every page folder', () => {
    const entries = pageEntries()
    expect(entries.length).toBeGreaterThan(70)
    const stale = entries.filter(([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text).map(([file]) => file)
    expect(stale).toEqual([])
  })
})
