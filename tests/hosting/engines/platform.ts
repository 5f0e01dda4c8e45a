// What the real-engine host tests send and read: one request (a path with its query, a cookie, an
// Accept-Language) and its answer, the same for an engine behind HTTP (wrangler) and one called in
// process (Netlify's, Vercel's).
export type PlatformRequest = { url: string; cookie?: string; acceptLanguage?: string }

export type PlatformAnswer = {
  status: number
  /** Location as sent, made site-relative. */
  location: string | null
  headers: Headers
  /** What was sent (the 404 page's `<html lang>` says which locale's it is). */
  body: string
}

export type Platform = { name: string; answer(request: PlatformRequest): Promise<PlatformAnswer>; close(): Promise<void> | void }

/** The site's origin as the engines see it (no request leaves the machine). */
export const siteOrigin = 'https://www.korvina.example'

export function toRequest(request: PlatformRequest, origin = siteOrigin): Request {
  const headers = new Headers()
  if (request.cookie) headers.set('Cookie', request.cookie)
  if (request.acceptLanguage) headers.set('Accept-Language', request.acceptLanguage)
  // The path as sent (a leading `//` is a path here, not a host).
  return new Request(`${origin}${request.url}`, { headers, redirect: 'manual' })
}

export async function toAnswer(response: Response, origin: string): Promise<PlatformAnswer> {
  const raw = response.headers.get('Location')
  let location: string | null = null
  if (raw) {
    const url = new URL(raw, origin)
    location = url.origin === new URL(origin).origin ? url.pathname + url.search : url.href
  }
  return { status: response.status, location, headers: response.headers, body: await response.text() }
}

/** An engine called in process, as a Platform. */
export function inProcess(name: string, engine: { answer(request: Request): Promise<Response>; close?(): void }): Platform {
  return {
    name,
    answer: async (request) => toAnswer(await engine.answer(toRequest(request)), siteOrigin),
    close: () => engine.close?.(),
  }
}

/** A server on loopback (wrangler pages dev), as a Platform. */
export function overHttp(name: string, server: { url: string; close(): Promise<void> }): Platform {
  return {
    name,
    async answer(request) {
      const req = toRequest(request, server.url)
      return toAnswer(await fetch(req), server.url)
    },
    close: () => server.close(),
  }
}
