import { describe, expect, it } from 'vitest'
import { chunkReloadKey, isChunkLoadError, reloadOnce, type GuardStorage } from './chunkReload.js'

function memory(initial: Record<string, string> = {}): GuardStorage & { data: Record<string, string> } {
  const data = { ...initial }
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => {
      data[k] = v
    },
  }
}

describe('chunk load errors', () => {
  it("are recognised in the browsers' wordings, not other errors", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/chunks/a.js'))).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.'))).toBe(true)
    expect(isChunkLoadError('Loading CSS chunk about failed')).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError({ message: 'Loading chunk 1 failed' })).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
  })
})

describe('reload guard (spec §4: once per 60 s)', () => {
  it('reloads the first time and remembers when', () => {
    const storage = memory()
    let reloads = 0
    expect(reloadOnce(storage, 1_000_000, () => reloads++)).toBe(true)
    expect(reloads).toBe(1)
    expect(storage.data[chunkReloadKey]).toBe('1000000')
  })
  it('does not reload again within 60 s, does after', () => {
    const storage = memory({ [chunkReloadKey]: '1000000' })
    let reloads = 0
    expect(reloadOnce(storage, 1_000_000 + 59_999, () => reloads++)).toBe(false)
    expect(reloads).toBe(0)
    expect(reloadOnce(storage, 1_000_000 + 60_000, () => reloads++)).toBe(true)
    expect(reloads).toBe(1)
  })
  it('ignores a garbled or future timestamp', () => {
    let reloads = 0
    expect(reloadOnce(memory({ [chunkReloadKey]: 'x' }), 5_000, () => reloads++)).toBe(true)
    expect(reloadOnce(memory({ [chunkReloadKey]: '9000000' }), 5_000, () => reloads++)).toBe(true)
    expect(reloads).toBe(2)
  })
  it('never reloads without usable storage (no loop possible)', () => {
    let reloads = 0
    expect(reloadOnce(null, 5_000, () => reloads++)).toBe(false)
    const broken: GuardStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(reloadOnce(broken, 5_000, () => reloads++)).toBe(false)
    expect(reloads).toBe(0)
  })
})
