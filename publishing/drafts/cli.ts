// `npm run drafts`: the editors' preview server (docs/preview.md); its options and environment are
// defined in ./command.ts. `npm run drafts -- --link PATH [--ttl 15m]` prints a signed preview link
// instead (for editors and scripts: the same link the CMS makes).
import { applyClientEnvFiles } from '../../shared/config/client-env-files.js'
import { isLocalPath } from '../../shared/localPath.js'
import { parseCommandLine, usageMistake } from '../../shared/command-line.js'
import { secretProblem } from './access.js'
import { draftsApiUrl, draftsCommand, draftsHost, draftsPort, draftsPublicUrl, draftsToken, previewSecret } from './command.js'
import { defaultLinkSeconds, parseTtl, signedLinkPath } from './link.js'

function fail(message: string): never {
  console.error(`npm run drafts: ${message}`)
  process.exit(1)
}

// --help or a mistake ends here, before the server's code is loaded.
const { values } = parseCommandLine(draftsCommand)
const port = Number(process.env[draftsPort.name] ?? draftsPort.default)
const publicUrl = (process.env[draftsPublicUrl.name]?.trim() || `http://127.0.0.1:${port}`).replace(/\/+$/, '')
const secret = process.env[previewSecret.name]?.trim()
if (values.ttl !== undefined && values.link === undefined) usageMistake(draftsCommand, "option '--ttl' goes with '--link PATH'")
if (values.link !== undefined && !isLocalPath(values.link)) usageMistake(draftsCommand, `option '--link' needs a path of the site, such as /blog or /en/contacts, not ${JSON.stringify(values.link)}`)
let seconds = defaultLinkSeconds
try {
  if (values.ttl !== undefined) seconds = parseTtl(values.ttl)
} catch (error) {
  usageMistake(draftsCommand, error instanceof Error ? error.message : String(error))
}

const problem = secretProblem(secret)
if (problem || !secret) fail(problem ?? 'PREVIEW_SECRET is not set')

if (values.link !== undefined) {
  console.log(publicUrl + signedLinkPath(secret, values.link, Math.floor(Date.now() / 1000) + seconds))
  process.exit(0)
}

const apiUrl = process.env[draftsApiUrl.name]?.trim()
const token = process.env[draftsToken.name]?.trim()
if (!apiUrl || !token) fail('needs CONTENT_API_URL and CONTENT_API_TOKEN (the API token that reads drafts)')

// Loaded only to serve: printing a link needs neither the renderer nor the content pipeline.
// The preview's own CSP (without a published release) reads the client settings: .env's too, as a build does.
await applyClientEnvFiles()
const { startDraftsServer } = await import('./server.js')
const server = await startDraftsServer({ secret, apiUrl, token, port, host: process.env[draftsHost.name] ?? draftsHost.default, publicUrl })
console.log(`Drafts preview: ${server.url}  (public address ${publicUrl}; open a signed link: npm run drafts -- --link /; Ctrl+C to stop)`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void server.close().then(() => process.exit(0)))
