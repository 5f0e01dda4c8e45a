// `npm run drafts`: the editors' preview server (docs/preview.md). PREVIEW_SECRET (required),
// PORT (default 3001), HOST, CONTENT_API_URL and CONTENT_API_TOKEN (the API's draft view).
import { startDraftsServer } from './server.js'

const secret = process.env.PREVIEW_SECRET?.trim()
const apiUrl = process.env.CONTENT_API_URL?.trim()
const token = process.env.CONTENT_API_TOKEN?.trim()
if (!secret || !apiUrl || !token) {
  console.error('npm run drafts needs PREVIEW_SECRET (what the CMS puts in the preview link), CONTENT_API_URL and CONTENT_API_TOKEN (the API token that reads drafts)')
  process.exit(1)
}
const server = await startDraftsServer({ secret, apiUrl, token, port: Number(process.env.PORT ?? 3001), host: process.env.HOST ?? '127.0.0.1' })
console.log(`Drafts preview: ${server.url}  (open ${server.url}/__preview/enter?secret=…&path=/; Ctrl+C to stop)`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void server.close().then(() => process.exit(0)))
