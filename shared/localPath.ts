// The one check for a redirect target that comes from a request (the login's `redirect`, the
// editors' preview `path`, a trailing-slash redirect of the local preview server): it must stay on
// this origin however a browser reads it. Browsers drop tabs, newlines and CR from a URL and read a
// backslash as a slash, so `/\t/evil.example` and `/\evil.example` are `//evil.example`, another
// origin; percent-encoded forms of those are refused too, in case any later step decodes them.

/** Decodes percent-escapes as often as they nest (at most 5 times), or null when malformed. */
function fullyDecoded(value: string): string | null {
  let current = value
  for (let i = 0; i < 5; i++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return null
    }
    if (next === current) return current
    current = next
  }
  return null
}

/**
 * True when `value` is an absolute path on this origin, safe as a `Location`: printable ASCII only
 * (no whitespace, control characters or backslash, as sent or percent-decoded), no `//` or dot
 * segment, no scheme, and resolved against a page of ours it keeps our origin.
 */
export function isLocalPath(value: unknown): value is string {
  if (typeof value !== 'string' || value === '' || value.length > 2000) return false
  if (!value.startsWith('/') || !/^[\x21-\x7e]+$/.test(value) || value.includes('\\')) return false
  const path = value.split(/[?#]/, 1)[0] ?? ''
  const decoded = fullyDecoded(path)
  if (decoded === null || !decoded.startsWith('/') || decoded.includes('//')) return false
  // Control, format (bidi overrides) and space characters, and backslashes, in any encoding.
  if (/[\\\p{Cc}\p{Cf}\p{Z}]/u.test(decoded)) return false
  if (/(^|\/)\.\.?(\/|$)/.test(decoded) || /^\/[A-Za-z][A-Za-z0-9+.-]*:/.test(decoded)) return false
  // Belt and braces: resolved against a page of ours, it stays on our origin.
  try {
    return new URL(value, 'https://site.invalid/').origin === 'https://site.invalid'
  } catch {
    return false
  }
}
