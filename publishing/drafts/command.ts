// `npm run drafts`: its definition, from which its parser and --help are made (shared/command-line.ts).
import { defineCommand, type Setting } from '../../shared/command-line.js'

export const previewSecret = {
  name: 'PREVIEW_SECRET',
  unset: 'the server refuses to start',
  about: 'the key preview links are signed with (at least 16 characters; it never travels in a URL)',
} as const satisfies Setting
export const draftsApiUrl = { name: 'CONTENT_API_URL', unset: 'the server refuses to start', about: 'the content API whose draft view is shown' } as const satisfies Setting
export const draftsToken = { name: 'CONTENT_API_TOKEN', unset: 'the server refuses to start', about: 'the API token that reads drafts' } as const satisfies Setting
export const draftsPort = { name: 'PORT', default: '3001', about: 'port to listen on' } as const satisfies Setting
export const draftsHost = { name: 'HOST', default: '127.0.0.1', about: "address to listen on (put it behind the firm's HTTPS proxy)" } as const satisfies Setting
export const draftsPublicUrl = {
  name: 'PREVIEW_PUBLIC_URL',
  default: 'http://127.0.0.1:$PORT',
  about: "the preview's public address: links are printed on it; https:// makes its session cookie Secure (__Host-)",
} as const satisfies Setting

export const draftsCommand = defineCommand({
  name: 'drafts',
  summary:
    "The editors' preview server: renders any page of the site on request from the API's draft view with the build's own renderer and the published release's assets (run npm run build once first). Editors open it by a short-lived link the CMS signs with PREVIEW_SECRET (docs/preview.md). Runs until Ctrl+C; with --link it prints such a link and exits.",
  options: {
    link: { type: 'string', value: 'PATH', about: 'print a signed preview link to PATH (e.g. /blog) on PREVIEW_PUBLIC_URL and exit' },
    ttl: { type: 'string', value: 'TIME', about: 'with --link: how long the link opens a session (e.g. 15m, 2h; at most 24h) [default: 15m]' },
  },
  env: [previewSecret, draftsApiUrl, draftsToken, draftsPort, draftsHost, draftsPublicUrl],
  docs: ['docs/preview.md'],
})
