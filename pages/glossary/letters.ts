// The glossary's A–Z: a term's index letter and the letters in alphabet order. In Czech,
// Č, Ř, Š, Ž and the digraph Ch are letters of their own (Ch sorts after H); other accents
// (Á, É, Ď …) fold into the base letter, as Czech dictionaries do. Anything else goes under '#'.
import type { Locale } from '../../shared/config/locales.js'

const czech = ['A', 'B', 'C', 'Č', 'D', 'E', 'F', 'G', 'H', 'Ch', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'Ř', 'S', 'Š', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z', 'Ž']
const latin = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i))

export const OTHER = '#'

export function alphabet(locale: Locale): string[] {
  return locale === 'cs' ? czech : latin
}

export function initialOf(term: string, locale: Locale): string {
  const s = term.trim()
  if (locale === 'cs' && /^ch/i.test(s)) return 'Ch'
  const first = [...s][0] ?? ''
  if (locale === 'cs' && /^[čřšž]$/i.test(first)) return first.toUpperCase()
  const base = first.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase()
  return /^[A-Z]$/.test(base) ? base : OTHER
}

/** ASCII anchor of a letter section: `letter-a`, `letter-ch`, `letter-c-caron`, `letter-other`. */
export function letterId(letter: string): string {
  if (letter === OTHER) return 'letter-other'
  const base = letter.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  return base === letter.toLowerCase() ? `letter-${base}` : `letter-${base}-caron`
}

export type LetterGroup<T> = { letter: string; id: string; items: T[] }

/** Terms grouped by letter in alphabet order ('#' first), each group sorted by the locale's collation. */
export function groupByLetter<T>(items: T[], titleOf: (item: T) => string, locale: Locale): LetterGroup<T>[] {
  const collator = new Intl.Collator(locale)
  const order = [OTHER, ...alphabet(locale)]
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const letter = initialOf(titleOf(item), locale)
    groups.set(letter, [...(groups.get(letter) ?? []), item])
  }
  return order.flatMap((letter) => {
    const list = groups.get(letter)
    return list ? [{ letter, id: letterId(letter), items: [...list].sort((a, b) => collator.compare(titleOf(a), titleOf(b))) }] : []
  })
}
