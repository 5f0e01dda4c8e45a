import { describe, expect, it, vi } from 'vitest'
import { intentProps, onIntent } from './lazy.js'

describe('onIntent', () => {
  it('imports nothing until wanted, then once however many intents', async () => {
    const importer = vi.fn(async () => ({ answer: 42 }))
    const mod = onIntent(importer)
    expect(importer).not.toHaveBeenCalled()
    expect(mod.loaded()).toBeNull()
    const props = intentProps(mod)
    props.onPointerEnter()
    props.onFocus()
    await expect(mod.load()).resolves.toEqual({ answer: 42 })
    expect(importer).toHaveBeenCalledTimes(1)
    expect(mod.loaded()).toEqual({ answer: 42 })
  })

  it('tries a failed import again on the next intent', async () => {
    let calls = 0
    const mod = onIntent(async () => {
      calls++
      if (calls === 1) throw new Error('offline')
      return 'ok'
    })
    await expect(mod.load()).rejects.toThrow('offline')
    await expect(mod.load()).resolves.toBe('ok')
    expect(calls).toBe(2)
  })
})
