// Text folding shared by the index build and the browser: one definition, so a query is
// normalized exactly like the indexed words. Czech visitors often type without diacritics
// (`ucetnictvi` for `účetnictví`), so marks are dropped on both sides (NFD, then strip the
// combining marks) and case is ignored.

const MARKS = /[\u0300-\u036f]/g
/** Words are runs of letters and digits (any script); everything else separates them. */
const WORD = /[\p{L}\p{N}]+/gu

export function fold(text: string): string {
  return text.normalize('NFD').replace(MARKS, '').toLowerCase()
}

/** The folded words of a text, in order. */
export function words(text: string): string[] {
  return fold(text).match(WORD) ?? []
}
