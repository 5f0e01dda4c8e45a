// `npm run preview`: serve the built site. PORT and HOST may be set.
import { startPreviewServer } from './preview-server.js'

const server = await startPreviewServer({ port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? '127.0.0.1' })
console.log(`Site: ${server.url}  (Ctrl+C to stop)`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void server.close().then(() => process.exit(0)))
