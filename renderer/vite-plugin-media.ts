// The pipeline downloads every media file into content/generated/media; this plugin serves them
// under /media in dev and copies them into the client build, so the static export is self-contained.
import { createReadStream, existsSync, statSync } from 'node:fs'
import { cp } from 'node:fs/promises'
import { extname, join, normalize, resolve } from 'node:path'
import type { Plugin } from 'vite'

const mediaDir = resolve('content/generated/media')
const types: Record<string, string> = {
  '.svg': 'image/svg+xml', '.pdf': 'application/pdf', '.wav': 'audio/wav', '.png': 'image/png', '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif',
}

export function generatedMedia(): Plugin {
  let outDir = ''
  return {
    name: 'generated-media',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    configureServer(server) {
      server.middlewares.use('/media', (req, res, next) => {
        const file = normalize(join(mediaDir, decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/')))
        if (!file.startsWith(mediaDir) || !existsSync(file) || !statSync(file).isFile()) return next()
        res.setHeader('Content-Type', types[extname(file)] ?? 'application/octet-stream')
        createReadStream(file).pipe(res)
      })
    },
    async writeBundle() {
      // Only the client build carries static files.
      if (!outDir.endsWith('client') || !existsSync(mediaDir)) return
      await cp(mediaDir, join(outDir, 'media'), { recursive: true })
    },
  }
}
