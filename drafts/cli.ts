// `npm run drafts`: the editors' preview server (docs/preview.md). PREVIEW_SECRET (required),
// PORT (default 3001), HOST, CONTENT_API_URL and CONTENT_API_TOKEN (the API's draft view): ./command.ts.
import { parseCommandLine } from '../shared/command-line.js'
import { draftsApiUrl, draftsCommand, draftsHost, draftsPort, draftsToken, previewSecret } from './command.js'

// --help or a mistake ends here, before the server's code is loaded.
parseCommandLine(draftsCommand)
const secret = process.env[previewSecret.name]?.trim()
const apiUrl = process.env[draftsApiUrl.name]?.trim()
const token = process.env[draftsToken.name]?.trim()
if (!secret || !apiUrl || !token) {
  console.error('npm run drafts needs PREVIEW_SECRET (what the CMS puts in the preview link), CONTENT_API_URL and CONTENT_API_TOKEN (the API token that reads drafts)')
  process.exit(1)
}
const port = Number(process.env[draftsPort.name] ?? draftsPort.default)
const { startDraftsServer } = await import('./server.js')
const server = await startDraftsServer({ secret, apiUrl, token, port, host: process.env[draftsHost.name] ?? draftsHost.default })
console.log(`Drafts preview: ${server.url}  (open ${server.url}/__preview/enter?secret=…&path=/; Ctrl+C to stop)`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void server.close().then(() => process.exit(0)))
