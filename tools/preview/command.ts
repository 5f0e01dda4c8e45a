// `npm run preview`: its definition, from which its parser and --help are made (shared/command-line.ts).
import { defineCommand, type Setting } from '../../shared/command-line.js'

export const previewPort = { name: 'PORT', default: '3000', about: 'port to listen on' } as const satisfies Setting
export const previewHost = { name: 'HOST', default: '127.0.0.1', about: 'address to listen on' } as const satisfies Setting
export const apiUrl = { name: 'API_URL', unset: 'the embedded sample API', about: 'the content API that /api is forwarded to' } as const satisfies Setting
export const maintenance = { name: 'MAINTENANCE', unset: 'as the build decided', about: '1 or 0 switches maintenance mode on or off' } as const satisfies Setting

export const previewCommand = defineCommand({
  name: 'preview',
  summary:
    'Serves the built site (dist/client, after npm run build) as the hosts do: localized 404 pages, the redirect map, precompressed .br/.gz files, and /api forwarded to the content API (so forms, newsletter and cart work locally), until Ctrl+C.',
  options: {},
  env: [previewPort, previewHost, apiUrl, maintenance],
})
