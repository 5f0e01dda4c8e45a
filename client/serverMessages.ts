// The API's validation messages are Czech (the CMS's own texts, spec §5). On the English site the
// known ones are shown in English: a message is matched against the Czech catalog message of each
// validation key (its arguments, like {n}, match any value) and formatted again from the locale's
// catalog with the values it held. Unknown messages are shown as the API sent them.
import { createIntl, createIntlCache } from '@formatjs/intl'
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser'
import type { Locale } from '../shared/config/locales.js'
import { catalogs, type MessageKey } from '../shared/locales/catalogs.js'
import { siteIntlConfig, type Translate, translator } from '../shared/locales/siteIntl.js'

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

/**
 * A message as its elements: precompiled in the browser (shared/locales/vite-plugin-client-catalogs.ts),
 * as written where the catalogs are read as they are (tests), parsed then.
 */
const elementsOf = (message: string | MessageFormatElement[]): MessageFormatElement[] => (typeof message === 'string' ? parse(message) : message)

type Matcher = { key: MessageKey; re: RegExp; names: string[] }

/** A pattern for a message of text and plain arguments; null for one with plurals or formats (none of the validation messages). */
function matcherOf(key: MessageKey): Matcher | null {
  const names: string[] = []
  let source = ''
  for (const element of elementsOf(catalogs.cs[key])) {
    if (element.type === TYPE.literal) source += escape(element.value)
    else if (element.type === TYPE.argument) {
      names.push(element.value)
      source += '(.+?)'
    } else return null
  }
  return { key, re: new RegExp(`^${source}$`), names }
}

const matchers = validationKeys.map(matcherOf).filter((m): m is Matcher => m !== null)

const cache = createIntlCache()
const translators: Partial<Record<Locale, Translate>> = {}
const translate = (locale: Locale): Translate => (translators[locale] ??= translator(createIntl(siteIntlConfig(locale, catalogs[locale]), cache)))

export function localizeServerMessage(message: string, locale: Locale): string {
  for (const { key, re, names } of matchers) {
    const m = re.exec(message.trim())
    if (!m) continue
    return translate(locale)(key, Object.fromEntries(names.map((name, i) => [name, m[i + 1] ?? ''])))
  }
  return message
}
