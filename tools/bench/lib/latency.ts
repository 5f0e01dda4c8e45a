// Request latency against a local server: one keep-alive connection, requests in sequence (so a
// figure is one request's time, not a queue's), after a warm-up. Used by tools/bench/hosts.ts.
import { Agent, request } from 'node:http'

export type Latency = { p50: number; p95: number; n: number }

/** The q-quantile of sorted values (nearest rank). */
const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0

function once(agent: Agent, base: URL, path: string): Promise<{ status: number; ms: number }> {
  return new Promise((ok, fail) => {
    const started = process.hrtime.bigint()
    const req = request({ agent, host: base.hostname, port: base.port, path, method: 'GET', headers: { 'accept-encoding': 'gzip' } }, (res) => {
      res.resume()
      res.on('end', () => ok({ status: res.statusCode ?? 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }))
    })
    req.on('error', fail)
    req.end()
  })
}

/** `n` requests cycling through `paths` (each must answer `status`), after `warm` unmeasured ones. */
export async function latency(url: string, paths: readonly string[], { n = 600, warm = 60, status }: { n?: number; warm?: number; status: number }): Promise<Latency> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const base = new URL(url)
  const times: number[] = []
  try {
    for (let i = 0; i < warm + n; i++) {
      const path = paths[i % paths.length] ?? '/'
      const r = await once(agent, base, path)
      if (r.status !== status) throw new Error(`${url}${path}: ${r.status}, want ${status}`)
      if (i >= warm) times.push(r.ms)
    }
  } finally {
    agent.destroy()
  }
  times.sort((a, b) => a - b)
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95), n: times.length }
}

export const ms = (v: number) => `${v.toFixed(2)} ms`
