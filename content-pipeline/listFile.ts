// A content list file as the pipeline writes it, `JSON.stringify(items, null, 2) + '\n'`: made
// item by item (prettyArrayChunks), and read back item by item (listItemTexts), so a run can take
// single items of the previous output's file as they are (reuse.ts takenItems).
import { itemId, itemTextHash } from './itemHashes.js'

/** An item taken from the previous output's file: its text as indented there, and its item hash (itemHashes.ts). */
export type TakenItem = { indented: string; hash: string }

/**
 * What a run takes from one of the previous output's list files: its items by id, and the SHA-1
 * of its bytes when they were read and found to be those its item hashes describe (a new file
 * with that SHA-1 is the same file: it is linked without reading it again).
 */
export type TakenFile = { items: ReadonlyMap<number, TakenItem>; sha1: string | undefined }

/**
 * `JSON.stringify(items, null, 2) + '\n'` in chunks of about 1 MB: each item is stringified on its
 * own and indented one level (JSON strings hold no raw line breaks, so every break is layout).
 * Items that JSON has no text for (undefined, functions) are `null` in an array, as there. An item
 * whose id `taken` holds is that text instead. `onItemHash` gets each listed item with the hash of
 * its text.
 */
export function* prettyArrayChunks(items: readonly unknown[], chunkChars = 1 << 20, onItemHash?: (item: unknown, hash: string) => void, taken?: ReadonlyMap<number, TakenItem>): Generator<string> {
  let chunk = '[\n'
  for (let index = 0; index < items.length; index++) {
    const item = items[index]
    const id = taken ? itemId(item) : undefined
    const kept = id === undefined ? undefined : taken?.get(id)
    let indented: string
    if (kept) {
      indented = kept.indented
      onItemHash?.(item, kept.hash)
    } else {
      const text: string | undefined = JSON.stringify(item, null, 2)
      if (onItemHash && text !== undefined) onItemHash(item, itemTextHash(text))
      indented = `  ${(text ?? 'null').replaceAll('\n', '\n  ')}`
    }
    chunk += `${indented}${index < items.length - 1 ? ',\n' : '\n'}`
    if (chunk.length >= chunkChars) {
      yield chunk
      chunk = ''
    }
  }
  yield `${chunk}]\n`
}

/**
 * A list file's items by id, each with its text as indented in the file; undefined when the text
 * is not a list of objects with ids as prettyArrayChunks writes it. Items are objects one level
 * in: their own lines are indented at least four spaces, and no string holds a raw line break, so
 * "\n  },\n" ends an item and never occurs inside one; an item's id is its line `    "id": N`.
 */
export function listItemTexts(text: string): Map<number, string> | undefined {
  const out = new Map<number, string>()
  if (text === '[]\n') return out
  if (!text.startsWith('[\n  {') || !text.endsWith('\n  }\n]\n')) return undefined
  const parts = text.slice(2, -3).split('\n  },\n')
  for (let i = 0; i < parts.length; i++) {
    const item = i < parts.length - 1 ? `${parts[i] ?? ''}\n  }` : (parts[i] ?? '')
    const id = /\n {4}"id": (\d+)[,\n]/.exec(item)?.[1]
    if (id === undefined || out.has(Number(id))) return undefined
    out.set(Number(id), item)
  }
  return out
}
