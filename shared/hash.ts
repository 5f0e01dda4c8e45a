// Hashes as the project names things by them (the build state, the pipeline's item hashes).
import { createHash } from 'node:crypto'

/**
 * SHA-1 in base64url: how the build names content (a content file's hash in the build state, the
 * pipeline's item hashes, a page's data hash), so hashes taken in different places compare.
 */
export function sha1(data: string | Uint8Array): string {
  return createHash('sha1').update(data).digest('base64url')
}

export function sha256(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex')
}
