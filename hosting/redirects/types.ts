// The 301 map's entry, shared by the generator, the legacy list, the validation, every host
// emitter and the preview server.

/**
 * Why an entry exists (counted in the build summary):
 * - `locale-slug`: an item's slug(s) under the other locale's prefix → the item's page in the
 *   slug's locale (spec §9 for service groups and services; the same rule for the other kinds);
 * - `wrong-slug`: the right prefix and id with a wrong slug (the other locale's) → the page;
 * - `id-only`: `{id}` without its slug → the page;
 * - `legacy`: the hand-kept list of old URLs (hosting/redirects/legacy.json).
 * - `gone`: pages of an earlier build whose content was deleted, sent to their list (publishing/gone.ts).
 */
export type RedirectOrigin = 'locale-slug' | 'wrong-slug' | 'id-only' | 'legacy' | 'gone'

export type Redirect = {
  /** Path as requested, without a trailing slash; `?query` only when the entry matches one. */
  from: string
  /** A page of the build: path only. */
  to: string
  origin: RedirectOrigin
  /** Names the entry in errors and reports: "service 101 (en slug under the cs prefix)". */
  label: string
}

/** The part of `from` before `?`, and the query with its `?` (or ''). */
export function splitSource(from: string): { path: string; query: string } {
  const i = from.indexOf('?')
  return i < 0 ? { path: from, query: '' } : { path: from.slice(0, i), query: from.slice(i) }
}
