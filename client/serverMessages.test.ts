import { describe, expect, it } from 'vitest'
import { messages } from '../tools/sample-api/messages.js'
import { catalogs } from '../locales/catalogs.js'
import { localizeServerMessage } from './serverMessages.js'

describe('server validation messages', () => {
  it('are shown verbatim on the Czech site', () => {
    for (const m of [messages.required, messages.email, messages.max(2000), messages.botCheck, 'Něco úplně jiného.']) {
      expect(localizeServerMessage(m, 'cs')).toBe(m)
    }
  })

  it('are translated on the English site when known, with their values', () => {
    expect(localizeServerMessage(messages.required, 'en')).toBe(catalogs.en['validation.required'])
    expect(localizeServerMessage(messages.email, 'en')).toBe(catalogs.en['validation.email'])
    expect(localizeServerMessage(messages.max(100), 'en')).toBe(catalogs.en['validation.max'].replace('{n}', '100'))
    expect(localizeServerMessage(messages.fileTooLarge(10), 'en')).toBe(catalogs.en['validation.file_too_large'].replace('{size}', '10'))
    expect(localizeServerMessage(messages.botCheck, 'en')).toBe(catalogs.en['validation.bot_check'])
    expect(localizeServerMessage('Zcela neznámá chyba.', 'en')).toBe('Zcela neznámá chyba.')
  })
})
