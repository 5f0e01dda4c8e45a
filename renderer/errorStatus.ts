// Spec §8 "General error": the status code comes from the error's status, else the response
// status, default 500. A 404 (no route, or a page's own parameter check) is 404.
/** The fields vike sets on the error page's context (on the client some may be missing). */
type ErrorFacts = { is404?: boolean | null; abortStatusCode?: number; errorWhileRendering?: unknown }

export function errorStatus({ is404, abortStatusCode, errorWhileRendering }: ErrorFacts): number {
  if (is404 === true) return 404
  if (typeof abortStatusCode === 'number') return abortStatusCode
  const err = errorWhileRendering
  if (typeof err === 'object' && err !== null && 'status' in err && typeof err.status === 'number' && err.status >= 400 && err.status < 600) return err.status
  return 500
}
