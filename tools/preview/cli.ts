// `npm run preview`: serve the built site, with /api forwarded to the content API — API_URL when
// set, else the embedded sample API (so forms, newsletter and cart work locally). PORT, HOST;
// MAINTENANCE=1/0 switches maintenance mode on/off regardless of what the build decided (./command.ts).
import { parseCommandLine } from '../../shared/command-line.js'
import { apiUrl, maintenance as maintenanceSetting, previewCommand, previewHost, previewPort } from './command.js'

// --help or a mistake ends here, before the servers' code is loaded.
parseCommandLine(previewCommand)
const [{ startSampleApi }, { startPreviewServer }] = await Promise.all([import('../sample-api/server.js'), import('./preview-server.js')])
const apiFromEnv = process.env[apiUrl.name]
const api = apiFromEnv ? null : await startSampleApi({ port: 0 })
const apiOrigin = apiFromEnv ?? api?.url
const maintenanceText = process.env[maintenanceSetting.name]
const maintenance = maintenanceText === undefined ? undefined : ['1', 'true'].includes(maintenanceText)
const server = await startPreviewServer({
  port: Number(process.env[previewPort.name] ?? previewPort.default),
  host: process.env[previewHost.name] ?? previewHost.default,
  apiOrigin,
  maintenance,
})
const s = server.rules.stats
console.log(`Site: ${server.url}  (API: ${apiOrigin}${api ? ', embedded sample API' : ''}; ${s.total} redirects; maintenance ${server.rules.maintenance ? 'ON' : 'off'}; Ctrl+C to stop)`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void Promise.all([server.close(), api?.close()]).then(() => process.exit(0)))
}
