// The stand-in bot check against a real sample API: a token when the service is up, null (so the
// form sends nothing) when it is unavailable or unreachable.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSampleApi, type SampleApi } from '../tools/sample-api/server.js'
import { createApi } from './api.js'
import { botCheckAction, sampleBotCheck } from './botcheck.js'
import { createAppStore } from './store.js'

let sample: SampleApi
let dataDir: string
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'client-bot-'))
  sample = await startSampleApi({ port: 0, dataDir, control: true })
})
afterAll(async () => {
  await sample?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const provider = (base: string) => sampleBotCheck(createApi({ base, token: () => null, validation: createAppStore().getState() }))

describe('sample bot check', () => {
  it('issues a token for the action that the API then accepts once', async () => {
    const token = await provider(sample.url).token(botCheckAction)
    expect(token).toMatch(/\S{20,}/)
    expect(sample.bot.verify(token ?? '', 'login')).toBe(true)
    expect(sample.bot.verify(token ?? '', 'login')).toBe(false)
  })

  it('answers null when the service is unavailable or the API unreachable', async () => {
    sample.bot.flags = { fail: false, unavailable: true }
    expect(await provider(sample.url).token(botCheckAction)).toBeNull()
    sample.bot.reset()
    expect(await provider('http://127.0.0.1:9').token(botCheckAction)).toBeNull()
  })
})
