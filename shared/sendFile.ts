// Streams one file as an answer so that nothing that happens to the file can take a server down:
// the file is opened before anything is sent (one removed since the caller saw it is "not
// there", for the caller to answer), its size read from the open file, and the stream runs through
// `pipeline`, whose errors end this answer only. A file cut short while it is sent (a publish
// pruning old releases) closes the connection, so the client sees an incomplete answer, not a
// short one it would take for whole.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { open } from 'node:fs/promises'
import { pipeline } from 'node:stream/promises'

const gone = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'ELOOP', 'EACCES'])
const codeOf = (error: unknown): unknown => (error instanceof Error && 'code' in error ? error.code : undefined)

/** Sends `file` with `headers` (status 200, its Content-Length); false when it cannot be opened now. */
export async function sendFile(req: IncomingMessage, res: ServerResponse, file: string, headers: OutgoingHttpHeaders): Promise<boolean> {
  let handle: Awaited<ReturnType<typeof open>>
  try {
    handle = await open(file, 'r')
  } catch (error) {
    if (gone.has(String(codeOf(error)))) return false
    throw error
  }
  // The stream, once made, owns the handle and closes it (pipeline waits for that close).
  let streaming = false
  try {
    const info = await handle.stat()
    if (!info.isFile()) return false
    res.writeHead(200, { ...headers, 'Content-Length': info.size })
    if (req.method === 'HEAD' || info.size === 0) {
      res.end()
      return true
    }
    let sent = 0
    // Kept: once the answer has ended, the connection is no longer the answer's to close.
    const connection = req.socket
    const stream = handle.createReadStream({ start: 0, end: info.size - 1 })
    streaming = true
    stream.on('data', (chunk: string | Buffer) => (sent += Buffer.byteLength(chunk)))
    try {
      await pipeline(stream, res)
    } catch {
      // The client went away, or the read failed: this answer ends here; the server goes on.
      connection.destroy()
    }
    if (sent < info.size) connection.destroy()
    return true
  } finally {
    if (!streaming) await handle.close().catch(() => undefined)
  }
}
