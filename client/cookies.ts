// Browser cookies for the client behaviour (locale, consent, popups). Values are URI-encoded;
// same-site Lax (spec §9), Secure on https.
export type CookieOptions = { days?: number; seconds?: number; path?: string; sameSite?: 'Lax' | 'Strict' | 'None' }

export function readCookie(name: string, source: string = typeof document === 'undefined' ? '' : document.cookie): string | null {
  for (const part of source.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key !== name) continue
    // A value this code did not write may be malformed ('%' alone): decoding must not throw
    // (it runs during hydration), the raw value is then what there is.
    try {
      return decodeURIComponent(rest.join('='))
    } catch {
      return rest.join('=')
    }
  }
  return null
}

export function cookieString(name: string, value: string, { days, seconds, path = '/', sameSite = 'Lax' }: CookieOptions = {}, secure = false): string {
  const maxAge = seconds ?? (days === undefined ? undefined : Math.round(days * 86_400))
  return [`${name}=${encodeURIComponent(value)}`, maxAge === undefined ? null : `Max-Age=${maxAge}`, `Path=${path}`, `SameSite=${sameSite}`, secure || sameSite === 'None' ? 'Secure' : null]
    .filter(Boolean)
    .join('; ')
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  document.cookie = cookieString(name, value, options, location.protocol === 'https:')
}

export function deleteCookie(name: string, path = '/'): void {
  document.cookie = `${name}=; Max-Age=0; Path=${path}`
}
