// Spec §5: a redirect target after login must be a local path of letters, digits and
// @ - % _ ~ (segments joined by "/"), with an optional query and hash. Anything else — another
// host (`//evil.com`, `/\evil.com`), a scheme (`https:`, `javascript:`), or an encoded or
// whitespace-smuggled form of those — is refused, so the login page is no open redirect.
// Whether a target stays on this origin is the one shared check (shared/localPath.ts, also the
// preview servers'); the spec's narrower alphabet of a login target is this file's.
import { isLocalPath } from '../../shared/localPath.js'

const LOCAL = /^(?:\/[A-Za-z0-9@\-%_~]+)*\/?(?:\?[A-Za-z0-9@\-%_~=&+.,/:;!*'()]*)?(?:#[A-Za-z0-9@\-%_~=&+.,/:;!*'()]*)?$/

export function isSafeLocalPath(value: unknown): value is string {
  return typeof value === 'string' && LOCAL.test(value) && isLocalPath(value)
}

/** The target after login (§4): the remembered path, else the `redirect` parameter, if safe; else home. */
export function redirectTarget(remembered: string | null, query: string | null, home: string): string {
  if (isSafeLocalPath(remembered)) return remembered
  if (isSafeLocalPath(query)) return query
  return home
}
