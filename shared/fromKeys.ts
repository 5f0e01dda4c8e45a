// The typed twin of Object.fromEntries for a record whose keys are known (a content kind, a
// searchable kind): every key's value made by one function, checked complete, so a layer that
// treats every kind alike needs no per-kind table and misses none.

/**
 * `{ [key]: make(key) }` for each of `keys`, in their order. `M` is the record made (its value
 * type may depend on the key); it throws if a key of `keys` was left out, as perLocale does.
 */
export function fromKeys<K extends string, M extends { [P in K]: unknown }>(keys: readonly K[], make: <P extends K>(key: P) => M[P]): M {
  const out: Partial<M> = {}
  for (const key of keys) out[key] = make(key)
  if (!isComplete(out, keys)) throw new Error('fromKeys: a key is missing')
  return out
}

function isComplete<K extends string, M extends { [P in K]: unknown }>(partial: Partial<M>, keys: readonly K[]): partial is M {
  return keys.every((key) => Object.hasOwn(partial, key))
}
