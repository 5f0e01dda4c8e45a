// Requests as an attacker sends them (no client normalizing the path), and the open-redirect
// payloads every server that redirects is tried with.
import { truncateSync } from 'node:fs'
import { request, type IncomingHttpHeaders } from 'node:http'

/** Each character a browser drops from a URL or reads as a slash, then `//` and `/\`. */
const smuggled = ['\t', '\n', '\r', '\0', '\\']

/**
 * Paths that a browser, given them as a `Location`, may read as another origin: each character as
 * sent, percent-encoded and encoded twice, between two slashes and at the start.
 */
export const redirectPayloads: string[] = [
  ...smuggled.flatMap((c) => [c, encodeURIComponent(c), encodeURIComponent(encodeURIComponent(c))].flatMap((e) => [`/${e}/evil.example`, `/${e}evil.example`])),
  '//evil.example',
  '/\\evil.example',
  '/%2F%2Fevil.example',
  '/%2F%5Cevil.example',
  '/%5C%2Fevil.example',
]

/** Whether a `Location` stays on the origin that sent it, read as a browser reads it (WHATWG URL). */
export function staysOnOrigin(location: string | undefined, origin = 'https://site.invalid'): boolean {
  if (location === undefined) return true
  try {
    return new URL(location, `${origin}/some/page`).origin === origin
  } catch {
    return false
  }
}

export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: string }

/**
 * GET `path` as it is; a request line Node will not send (a raw NUL, CR or LF) goes percent-encoded,
 * as a server would have to decode it anyway.
 */
export function getRaw(base: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  // eslint-disable-next-line no-control-regex -- the characters an HTTP request line cannot carry
  const sendable = path.replace(/[\u0000-\u0020\u007f]/g, (c) => encodeURIComponent(c))
  return new Promise((resolve, reject) => {
    const req = request(base, { path: sendable, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

/**
 * Downloads `url` and cuts the file it serves to nothing after the first chunk arrives (a publish
 * pruning a release while a file of it is sent): how many bytes came, and whether the answer
 * claimed to be whole. A server that waits for bytes that never come leaves it hanging: an error.
 */
export function readWhileTruncating(url: string, file: string, headers: Record<string, string> = {}): Promise<{ bytes: number; complete: boolean }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let bytes = 0
      res.once('data', (chunk: Buffer) => {
        bytes += chunk.length
        truncateSync(file, 0)
        res.on('data', (more: Buffer) => (bytes += more.length))
      })
      res.on('end', () => resolve({ bytes, complete: res.complete }))
      res.on('aborted', () => resolve({ bytes, complete: false }))
      res.on('error', () => resolve({ bytes, complete: false }))
    })
    req.on('error', reject)
    // Well within the servers' keep-alive timeout (5 s), which would end a short answer left open.
    req.setTimeout(3000, () => reject(new Error('the answer hung: a short file left the client waiting')))
    req.end()
  })
}
