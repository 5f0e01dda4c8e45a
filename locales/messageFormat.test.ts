// Our ICU subset against intl-messageformat (what react-intl used): every message of both
// catalogs, with numbers that pick every plural form, formats the same.
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { localeEntry, localeCodes } from '../config/locales.js'
import cs from './cs.json'
import en from './en.json'
import { formatMessage } from './messageFormat.js'

const catalogs = { cs, en }

function argumentsOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1] ?? ''))]
}

describe('formatMessage', () => {
  it.each(localeCodes)('formats every %s message as intl-messageformat does', (locale) => {
    const iso = localeEntry(locale).iso
    const differences: string[] = []
    for (const [key, message] of Object.entries(catalogs[locale])) {
      const names = argumentsOf(message)
      const samples: Record<string, string | number>[] =
        names.length === 0
          ? [{}]
          : [0, 1, 2, 5, 21, 1500].map((n) => Object.fromEntries(names.map((name, i) => [name, i === 0 || /count|n|page|total|hours|max|percent|size|number/.test(name) ? n : `value-${name}`])))
      for (const values of samples) {
        const theirs = String(new IntlMessageFormat(message, iso).format(values))
        const ours = formatMessage(message, iso, values)
        if (ours !== theirs) differences.push(`${key} ${JSON.stringify(values)}: ${ours} ≠ ${theirs}`)
      }
    }
    expect(differences).toEqual([])
  })

  it('picks Czech plural forms, exact matches and select options', () => {
    const m = '{count, plural, =0 {nic} one {# článek} few {# články} other {# článků}}'
    expect([0, 1, 3, 5, 1500].map((count) => formatMessage(m, 'cs-CZ', { count }))).toEqual(['nic', '1 článek', '3 články', '5 článků', '1\u00a0500 článků'])
    expect(formatMessage('{g, select, f {she} other {they}} came', 'en', { g: 'f' })).toBe('she came')
    expect(formatMessage('{g, select, f {she} other {they}} came', 'en', { g: 'x' })).toBe('they came')
  })

  it('follows ICU apostrophe quoting', () => {
    expect(formatMessage("The firm's partners", 'en')).toBe("The firm's partners")
    expect(formatMessage("It''s '{literal}' {x}", 'en', { x: 'ok' })).toBe("It's {literal} ok")
  })

  it('refuses what it does not support and missing values', () => {
    expect(() => formatMessage('{d, date, short}', 'en', { d: 1 })).toThrow(/unsupported argument type "date"/)
    expect(() => formatMessage('{n, plural, one {x}}', 'en', { n: 1 })).toThrow(/without "other"/)
    expect(() => formatMessage('Hi {name}', 'en')).toThrow(/no value for \{name\}/)
    expect(() => formatMessage('a } b', 'en')).toThrow(/unexpected "}"/)
  })
})
