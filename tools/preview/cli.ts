// `npm run preview`: serve the built site, with /api forwarded to the content API — API_URL when
// set, else the embedded sample API (so forms, newsletter and cart work locally). PORT, HOST;
// MAINTENANCE=1/0 switches maintenance mode on/off regardless of what the build decided.
import { startSampleApi } from '../sample-api/server.js'
import { startPreviewServer } from './preview-server.js'

const api = process.env.API_URL ? null : await startSampleApi({ port: 0 })
const apiOrigin = process.env.API_URL ?? api?.url
const maintenance = process.env.MAINTENANCE === undefined ? undefined : ['1', 'true'].includes(process.env.MAINTENANCE)
const server = await startPreviewServer({
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? '127.0.0.1',
  apiOrigin,
  maintenance,
})
const s = server.rules.stats
console.log(`Site: ${server.url}  (API: ${apiOrigin}${api ? ', embedded sample API' : ''}; ${s.total} redirects; maintenance ${server.rules.maintenance ? 'ON' : 'off'}; Ctrl+C to stop)`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void Promise.all([server.close(), api?.close()]).then(() => process.exit(0)))
}
