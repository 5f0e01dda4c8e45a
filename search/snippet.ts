// A result's snippet: a window of words around the densest cluster of matches, as text segments
// (marked or not). The UI renders segments as text nodes, so nothing from the index is ever
// interpreted as HTML. Word positions count the text's whitespace-separated words.

export type Segment = { text: string; mark: boolean }

const SEPARATORS = /[^\S\uFEFF]+/

export function splitWords(content: string): string[] {
  return content.split(SEPARATORS).filter((w) => w.length > 0)
}

/**
 * `skip` leading words are left out (the title, which the result shows anyway). Without a match
 * after them the snippet is the text's beginning.
 */
export function snippet(content: string, locations: readonly number[], { length = 28, skip = 0 } = {}): Segment[] {
  const all = content.split(SEPARATORS)
  const end = all.length
  const hits = [...new Set(locations)].filter((l) => l >= skip && l < end).sort((a, b) => a - b)
  // The window with the most matches; ties go to the earliest.
  let start = skip
  let best = 0
  for (let i = 0; i < hits.length; i++) {
    const from = hits[i]!
    let count = 0
    for (let j = i; j < hits.length && hits[j]! < from + length; j++) count++
    if (count > best) {
      best = count
      start = from
    }
  }
  // Some context before the first match, without running into the skipped title.
  start = Math.max(skip, Math.min(start - 4, end - length))
  const stop = Math.min(end, start + length)
  const marked = new Set(hits)
  const segments: Segment[] = []
  const push = (text: string, mark: boolean) => {
    const last = segments[segments.length - 1]
    if (last && last.mark === mark) last.text += text
    else segments.push({ text, mark })
  }
  if (start > skip) push('… ', false)
  for (let i = start; i < stop; i++) {
    const word = all[i] ?? ''
    if (!word) continue
    if (i > start) push(' ', false)
    if (marked.has(i)) {
      // Punctuation stuck to a word stays outside the highlight.
      const m = /^(.*?[\p{L}\p{N}])([^\p{L}\p{N}]*)$/u.exec(word)
      push(m ? m[1]! : word, true)
      if (m && m[2]) push(m[2], false)
    } else push(word, false)
  }
  if (stop < end) push(' …', false)
  return segments
}
