// `npm run drafts`: its definition, from which its parser and --help are made (shared/command-line.ts).
import { defineCommand, type Setting } from '../shared/command-line.js'

export const previewSecret = {
  name: 'PREVIEW_SECRET',
  unset: 'the server refuses to start',
  about: 'the secret the CMS puts in its preview links; whoever knows it sees drafts',
} as const satisfies Setting
export const draftsApiUrl = { name: 'CONTENT_API_URL', unset: 'the server refuses to start', about: 'the content API whose draft view is shown' } as const satisfies Setting
export const draftsToken = { name: 'CONTENT_API_TOKEN', unset: 'the server refuses to start', about: 'the API token that reads drafts' } as const satisfies Setting
export const draftsPort = { name: 'PORT', default: '3001', about: 'port to listen on' } as const satisfies Setting
export const draftsHost = { name: 'HOST', default: '127.0.0.1', about: "address to listen on (put it behind the firm's HTTPS proxy)" } as const satisfies Setting

export const draftsCommand = defineCommand({
  name: 'drafts',
  summary:
    "The editors' preview server: renders any page of the site on request from the API's draft view with the build's own renderer and the published release's assets (run npm run build once first), behind PREVIEW_SECRET; the CMS opens /__preview/enter?secret=…&path=/… . Runs until Ctrl+C.",
  options: {},
  env: [previewSecret, draftsApiUrl, draftsToken, draftsPort, draftsHost],
  docs: ['docs/preview.md'],
})
