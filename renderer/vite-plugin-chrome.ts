// In dev (`vike dev`), serves the layout's chrome files the pages name (page-data/chrome.ts); the
// build writes them itself (publishing/stages.ts, the list stage).
import type { Plugin } from 'vite'
import { isLocale } from '../shared/config/locales.js'

const file = /^\/assets\/chrome\/([a-z]{2})\.[\w-]+\.json$/

export function chromeFilesInDev(): Plugin {
  return {
    name: 'chrome-files-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const locale = file.exec((req.url ?? '').split('?')[0] ?? '')?.[1]
        if (!isLocale(locale)) return next()
        try {
          const mod: unknown = await server.ssrLoadModule('/page-data/chrome.ts')
          const chromeFile = (mod as typeof import('../page-data/chrome.js')).chromeFile
          res.setHeader('Content-Type', 'application/json')
          res.end(chromeFile(locale).json)
        } catch (err) {
          next(err)
        }
      })
    },
  }
}
