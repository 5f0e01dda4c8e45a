// The API's validation messages are Czech (the CMS's own texts, spec §5). On the English site the
// known ones are shown in English: a message is matched against the Czech catalog text of each
// validation key (placeholders like {n} match any value) and re-rendered from the locale's catalog.
// Unknown messages are shown as the API sent them.
import type { Locale } from '../config/locales.js'
import { catalogs, type MessageKey } from '../locales/catalogs.js'

const validationKeys = [
  'validation.required',
  'validation.email',
  'validation.numeric',
  'validation.alpha_dot',
  'validation.min',
  'validation.confirmed',
  'validation.max',
  'validation.invalid_choice',
  'validation.file_missing',
  'validation.file_too_large',
  'validation.bot_check',
] as const satisfies readonly MessageKey[]

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

type Matcher = { key: MessageKey; re: RegExp; names: string[] }
const matchers: Matcher[] = validationKeys.map((key) => {
  const template = catalogs.cs[key]
  const names: string[] = []
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const m = /^\{(\w+)\}$/.exec(part)
      if (!m) return escape(part)
      names.push(m[1]!)
      return '(.+?)'
    })
    .join('')
  return { key, re: new RegExp(`^${source}$`), names }
})

export function localizeServerMessage(message: string, locale: Locale): string {
  for (const { key, re, names } of matchers) {
    const m = re.exec(message.trim())
    if (!m) continue
    const values = new Map(names.map((name, i) => [name, m[i + 1] ?? '']))
    return catalogs[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) => values.get(name) ?? whole)
  }
  return message
}
