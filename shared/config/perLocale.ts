// One value per locale of the registry (locales.ts), checked complete.
import { type Locale, localeCodes } from './locales.js'

export type PerLocale<T> = Record<Locale, T>

function isComplete<T>(partial: Partial<Record<Locale, T>>): partial is Record<Locale, T> {
  return localeCodes.every((locale) => Object.hasOwn(partial, locale))
}

/** One value per locale of the registry (shared/config/locales.ts), built by `make`. */
export function perLocale<T>(make: (locale: Locale) => T): PerLocale<T> {
  const out: Partial<Record<Locale, T>> = {}
  for (const locale of localeCodes) out[locale] = make(locale)
  if (!isComplete(out)) throw new Error('perLocale: a locale is missing')
  return out
}

export async function perLocaleAsync<T>(make: (locale: Locale) => Promise<T>): Promise<PerLocale<T>> {
  // Boxed, so a value that is legitimately undefined is not mistaken for a missing one.
  const boxes = await Promise.all(localeCodes.map(async (locale) => ({ value: await make(locale) })))
  return perLocale((locale) => {
    const box = boxes[localeCodes.indexOf(locale)]
    if (!box) throw new Error(`perLocaleAsync: no value for ${locale}`)
    return box.value
  })
}
