import { describe, expect, it } from 'vitest'
import { messages } from '../tools/sample-api/messages.js'
import { messagesOf } from '../shared/locales/buildMessages.js'
import { localizeServerMessage } from './serverMessages.js'

const en = messagesOf('en')

describe('server validation messages', () => {
  it('are shown verbatim on the Czech site', () => {
    for (const m of [messages.required, messages.email, messages.max(2000), messages.botCheck, 'Něco úplně jiného.']) {
      expect(localizeServerMessage(m, 'cs')).toBe(m)
    }
  })

  it('are translated on the English site when known, with their values', () => {
    expect(localizeServerMessage(messages.required, 'en')).toBe(en('validation.required'))
    expect(localizeServerMessage(messages.email, 'en')).toBe(en('validation.email'))
    expect(localizeServerMessage(messages.max(100), 'en')).toBe('The field may contain at most 100 characters.')
    expect(localizeServerMessage(messages.fileTooLarge(10), 'en')).toBe('The file may be at most 10 MB.')
    expect(localizeServerMessage(messages.botCheck, 'en')).toBe(en('validation.bot_check'))
    expect(localizeServerMessage('Zcela neznámá chyba.', 'en')).toBe('Zcela neznámá chyba.')
  })
})
