// Where a logged-in visitor's token lives (spec §9: storage prefixes auth., _token.,
// _refresh_token.; strategy local; token type Bearer). The login screens are not part of the site
// yet (§6), but the API client already sends the token when one is stored.
const TOKEN_KEY = 'auth._token.local'
const REFRESH_KEY = 'auth._refresh_token.local'

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    // Storage can throw when the browser blocks it (privacy settings).
    return null
  }
}

/** The stored token without its "Bearer " type, or null when logged out. */
export function readToken(): string | null {
  const value = storage()?.getItem(TOKEN_KEY)
  if (!value || value === 'false') return null
  return value.replace(/^Bearer\s+/i, '') || null
}

export function storeToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, `Bearer ${token}`)
}

/** Logout or reset (spec §4): token and refresh token go. */
export function clearToken(): void {
  storage()?.removeItem(TOKEN_KEY)
  storage()?.removeItem(REFRESH_KEY)
}
