// Structs for the pipeline's own large tables (item hashes, render facts, the manifest's hashes),
// read back by every incremental run. superstruct's record() and array() check each entry through
// generators for every entry: with the ~70,000 entries of these tables at network scale that was
// a measurable part of every rebuild's content stage. These check the same shapes in one loop each; the types still
// flow from the structs.
import { define } from 'superstruct'

export const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** `record(string(), string())`, checked in one loop. */
export const stringTable = () => define<Record<string, string>>('string table', (value) => isPlainObject(value) && Object.values(value).every((v) => typeof v === 'string'))

/** `array(tuple([string(), string()]))`, checked in one loop. */
export const stringPairs = () =>
  define<[string, string][]>(
    'list of string pairs',
    (value) => Array.isArray(value) && value.every((pair) => Array.isArray(pair) && pair.length === 2 && typeof pair[0] === 'string' && typeof pair[1] === 'string'),
  )

/** `array(string())`, checked in one loop. */
export const stringList = () => define<string[]>('list of strings', (value) => Array.isArray(value) && value.every((v) => typeof v === 'string'))
