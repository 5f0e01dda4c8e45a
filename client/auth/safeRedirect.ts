// Spec §5: a redirect target after login must be a local path of letters, digits and
// @ - % _ ~ (segments joined by "/"), with an optional query and hash. Anything else — another
// host (`//evil.com`, `/\evil.com`), a scheme (`https:`, `javascript:`), or an encoded or
// whitespace-smuggled form of those — is refused, so the login page is no open redirect.
const LOCAL = /^(?:\/[A-Za-z0-9@\-%_~]+)*\/?(?:\?[A-Za-z0-9@\-%_~=&+.,/:;!*'()]*)?(?:#[A-Za-z0-9@\-%_~=&+.,/:;!*'()]*)?$/

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

export function isSafeLocalPath(value: unknown): value is string {
  if (typeof value !== 'string' || value === '' || value.length > 2000) return false
  if (!value.startsWith('/') || !LOCAL.test(value)) return false
  const path = value.split(/[?#]/, 1)[0] ?? ''
  const decoded = fullyDecoded(path)
  // Decoded, the path must still be a plain local path: no "//" (another host), no backslash,
  // no control characters (browsers drop tabs and newlines, turning "/\t/x" into "//x").
  // eslint-disable-next-line no-control-regex -- control characters are what this test looks for
  if (decoded === null || decoded.includes('//') || /[\\\u0000-\u001f\u007f]/.test(decoded)) return false
  if (!decoded.startsWith('/') || /^\/[A-Za-z][A-Za-z0-9+.-]*:/.test(decoded)) return false
  // Belt and braces: resolved against a page of ours, it stays on our origin.
  try {
    return new URL(value, 'https://site.invalid/').origin === 'https://site.invalid'
  } catch {
    return false
  }
}

/** The target after login (§4): the remembered path, else the `redirect` parameter, if safe; else home. */
export function redirectTarget(remembered: string | null, query: string | null, home: string): string {
  if (isSafeLocalPath(remembered)) return remembered
  if (isSafeLocalPath(query)) return query
  return home
}
