// How many typos a query word is forgiven, for the dropdown and the results page alike (issue 13:
// one typo in words of five letters or more). Shorter words would match too much. Two typos in
// long words (MiniSearch's 0.2 × length from eight letters) made `ucetnitvi` find `účetními`
// as well as `účetnictví`, so one it is. In MiniSearch terms: fuzzy 0.2 (rounds to one edit from
// three letters) capped by maxFuzzy 1, for words of 5+ letters. Edits are Levenshtein's (a letter
// inserted, deleted or replaced), as in MiniSearch.

export const fuzzyFraction = 0.2
export const maxTypos = 1
export const fuzzyMinLength = 5

export function typosForgiven(word: string): number {
  if (word.length < fuzzyMinLength) return 0
  return Math.min(maxTypos, Math.round(word.length * fuzzyFraction))
}

/**
 * Edit distances between `word` and `term`, or null when both exceed `limit`:
 * `whole` to the whole term, `prefix` to the term's closest beginning (`ucetnitvi` is 1 edit from
 * the beginning of `ucetnictvim`). One Levenshtein table, rows along the term; a row whose every
 * cell exceeds the limit ends the walk.
 */
export function editDistance(word: string, term: string, limit: number): { whole: number; prefix: number } | null {
  const n = word.length
  let row = Array.from({ length: n + 1 }, (_, i) => i)
  let prefix = n
  for (let j = 1; j <= term.length; j++) {
    const next = [j]
    let rowMin = j
    for (let i = 1; i <= n; i++) {
      const replace = (row[i - 1] ?? 0) + (word[i - 1] === term[j - 1] ? 0 : 1)
      const value = Math.min((row[i] ?? 0) + 1, (next[i - 1] ?? 0) + 1, replace)
      next.push(value)
      rowMin = Math.min(rowMin, value)
    }
    row = next
    prefix = Math.min(prefix, row[n] ?? n)
    // A row's smallest cell never shrinks further down: past the limit, nothing below can match.
    if (rowMin > limit) return prefix > limit ? null : { whole: limit + 1, prefix }
  }
  const whole = row[n] ?? n
  return prefix > limit && whole > limit ? null : { whole, prefix }
}
