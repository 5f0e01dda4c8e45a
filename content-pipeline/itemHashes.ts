// A hash of every listed item of the written content, by file and id, taken from the item's text
// as the writer puts it in the file (write.ts). The build's dependency map (page-data/content.ts)
// compares items by these hashes; reading them here spares every page worker serializing and
// hashing thousands of items again (a large part of a one-post rebuild at network scale).
// A file's table holds only while the file is the one it was written for (util.ts sha1 of its
// bytes, as publishing/state.ts contentHashes takes it); otherwise the renderer hashes the item itself, the
// same way.
import { type Infer, literal, object, record, string, unknown } from 'superstruct'
import { stringTable } from './table-structs.js'
import { sha1 } from '../shared/hash.js'

export const itemHashesFile = 'item-hashes.json'
export const itemHashesVersion = 1

export const ItemHashes = object({
  version: literal(itemHashesVersion),
  /** `{locale}/{kind}` → the SHA-1 of the file as written (base64url), and id → hash of the item's text. */
  files: record(string(), object({ sha1: string(), items: stringTable() })),
})
export type ItemHashes = Infer<typeof ItemHashes>

/**
 * The same table checked in two steps, for a reader that needs a few files of it (a page worker):
 * the frame when it is read, each file's entry where it is used. Checking all ~60,000 hashes of a
 * network-scale table at once was a measurable delay in every page worker.
 */
export const ItemHashesFrame = object({ version: literal(itemHashesVersion), files: record(string(), unknown()) })
export const ItemHashesEntry = object({ sha1: string(), items: stringTable() })

/** The hash of an item's text, `JSON.stringify(item, null, 2)`. */
export function itemTextHash(text: string): string {
  return sha1(text)
}

/** A listed item's id (the items of content lists are objects with a numeric id). */
export function itemId(item: unknown): number | undefined {
  const id = typeof item === 'object' && item !== null && 'id' in item ? item.id : undefined
  return typeof id === 'number' ? id : undefined
}
