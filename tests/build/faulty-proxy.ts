// The firm's CMS as it can go wrong: the sample API behind a proxy that forwards every request,
// except what its `fault` makes it answer itself (a blind change feed, a blog list answering
// `{"data": []}`). With no fault it is the API itself.
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type Fault = 'none' | 'blind feed' | 'empty blog'
export type FaultyProxy = { url: string; fault: Fault; close(): Promise<void> }

/** Forwards every request to `target`, except what `fault` makes it answer itself. */
export async function startProxy(target: string): Promise<FaultyProxy> {
  const state: { fault: Fault } = { fault: 'none' }
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://proxy')
    if (state.fault === 'blind feed' && url.pathname === '/api/changes' && url.searchParams.has('since')) {
      // The feed of a CMS that lost its events: nothing changed, the cursor stays.
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      res.end(JSON.stringify({ data: { cursor: url.searchParams.get('since'), changes: [] } }))
      return
    }
    if (state.fault === 'empty blog' && url.pathname === '/api/blog/posts/cs') {
      const perPage = Number(url.searchParams.get('per_page') ?? 20)
      res.writeHead(200, { 'content-type': 'application/json', etag: '"empty"' })
      res.end(JSON.stringify({ data: [], meta: { page: 1, per_page: perPage, total: 0, last_page: 1 } }))
      return
    }
    const forward = request(new URL(req.url ?? '/', target), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    forward.on('error', () => res.writeHead(502).end())
    req.pipe(forward)
  })
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    get fault() {
      return state.fault
    },
    set fault(value: Fault) {
      state.fault = value
    },
    close: () => new Promise<void>((resolveClose) => server.close(() => resolveClose())),
  }
}
