// The pipeline downloads every media file into content/generated/media; this plugin serves them
// under /media in dev and puts them into the client build, so the static export is self-contained.
// Hard links, not copies: at network scale the media are ~9,500 files and 116 MB, which Node's
// `cp` took seconds of the bundle stage to copy (mostly in the kernel); links a fraction of that. Nothing
// writes a media file in place (the pipeline writes new files and links the unchanged ones).
import { createReadStream, existsSync, statSync } from 'node:fs'
import { extname, join, normalize, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { linkTree } from '../shared/files.js'

const mediaDir = resolve('content/generated/media')
const types: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.wav': 'audio/wav',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
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
      await linkTree(mediaDir, join(outDir, 'media'))
    },
  }
}
