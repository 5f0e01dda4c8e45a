// `npm run drafts`: the editors' preview server (docs/preview.md). PREVIEW_SECRET (required, at
// least 16 characters), PREVIEW_PUBLIC_URL (the address editors open; https makes the cookie
// Secure), PORT (default 3001), HOST, CONTENT_API_URL and CONTENT_API_TOKEN (the API's draft view).
// `npm run drafts -- --link PATH [--ttl 15m]` prints a signed preview link instead (for editors
// and scripts: the same link the CMS makes).
import { parseArgs } from 'node:util'
import { isLocalPath } from '../shared/localPath.js'
import { secretProblem } from './access.js'
import { defaultLinkSeconds, parseTtl, signedLinkPath } from './link.js'

const port = Number(process.env.PORT ?? 3001)
const publicUrl = (process.env.PREVIEW_PUBLIC_URL?.trim() || `http://127.0.0.1:${port}`).replace(/\/+$/, '')
const secret = process.env.PREVIEW_SECRET?.trim()

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

const { values } = (() => {
  try {
    return parseArgs({ options: { link: { type: 'string' }, ttl: { type: 'string' } } })
  } catch (error) {
    return fail(`npm run drafts: ${error instanceof Error ? error.message : String(error)} (usage: npm run drafts [-- --link PATH [--ttl 15m]])`)
  }
})()

const problem = secretProblem(secret)
if (problem || !secret) fail(`npm run drafts: ${problem}`)

if (values.link !== undefined) {
  let seconds = defaultLinkSeconds
  try {
    seconds = values.ttl === undefined ? defaultLinkSeconds : parseTtl(values.ttl)
  } catch (error) {
    fail(`npm run drafts: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (!isLocalPath(values.link)) fail(`npm run drafts: --link needs a path of the site, such as /blog or /en/contacts (not ${JSON.stringify(values.link)})`)
  console.log(publicUrl + signedLinkPath(secret, values.link, Math.floor(Date.now() / 1000) + seconds))
  process.exit(0)
}
if (values.ttl !== undefined) fail('npm run drafts: --ttl goes with --link PATH')

const apiUrl = process.env.CONTENT_API_URL?.trim()
const token = process.env.CONTENT_API_TOKEN?.trim()
if (!apiUrl || !token) fail('npm run drafts needs CONTENT_API_URL and CONTENT_API_TOKEN (the API token that reads drafts)')

// Loaded only to serve: printing a link needs neither the renderer nor the content pipeline.
const { startDraftsServer } = await import('./server.js')
const server = await startDraftsServer({ secret, apiUrl, token, port, host: process.env.HOST ?? '127.0.0.1', publicUrl })
console.log(`Drafts preview: ${server.url}  (public address ${publicUrl}; open a signed link: npm run drafts -- --link /; Ctrl+C to stop)`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void server.close().then(() => process.exit(0)))
