// The build's dependency keys (page-data/content.ts records them, publishing/stages.ts and the page
// workers test them), parsed in one place:
//   cs/blogPosts          a whole content file
//   cs/blogPosts#12       one item of it
//   ~postsByAuthor:cs     a value derived per locale
//   ~postsByAuthor:cs#7   one entry of a keyed derived value, or a value derived per item

export type DependencyKey = { derived: string; name: string; locale: string; entry: string | undefined } | { file: string; item: string | undefined }

export function parseDependencyKey(key: string): DependencyKey {
  const at = key.indexOf('#')
  const head = at < 0 ? key : key.slice(0, at)
  const entry = at < 0 ? undefined : key.slice(at + 1)
  if (!head.startsWith('~')) return { file: head, item: entry }
  const colon = head.indexOf(':')
  return { derived: head, name: head.slice(1, colon), locale: head.slice(colon + 1), entry }
}

/**
 * The keys a derived value was computed from (`derived`: a build's, by key): a value derived per
 * item has sources of its own (page-data/content.ts perLocaleItem), an entry of a keyed value
 * shares its whole value's. Undefined: not known.
 */
export function derivedSources(derived: Readonly<Record<string, string[]>>, key: string, k: { derived: string }): string[] | undefined {
  return derived[key] ?? derived[k.derived]
}

/**
 * Whether a key reads a changed content file: its own file, or for a derived value any of the
 * keys it was computed from (`derived`: the published build's). Memoized; an unknown derived
 * value counts as touched.
 */
export function touchesChangedFile(changedFiles: ReadonlySet<string>, derived: Readonly<Record<string, string[]>>): (key: string) => boolean {
  const memo = new Map<string, boolean>()
  const touched = (key: string): boolean => {
    const known = memo.get(key)
    if (known !== undefined) return known
    memo.set(key, true) // a cycle (never expected) counts as touched
    const k = parseDependencyKey(key)
    const sources = 'derived' in k ? derivedSources(derived, key, k) : undefined
    const result = 'derived' in k ? !sources || sources.some(touched) : changedFiles.has(k.file)
    memo.set(key, result)
    return result
  }
  return touched
}
