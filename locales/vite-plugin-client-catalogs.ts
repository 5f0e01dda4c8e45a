// The browser's message catalogs hold only what the browser's code can ask for (issue 12): the
// meta descriptions, route names and list labels that only the pre-render uses (+data, +title,
// SEO, breadcrumbs) stay out of every page's first load (~1 KB gzip of the locale's catalog).
// Which keys: locales/messageUse.ts `clientMessageKeys`, from the modules the pages' +client.ts
// reach. The pre-render and `vike dev` read the whole catalogs.
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { clientEntries, clientMessageKeys } from './messageUse.js'

const catalogFile = /[\\/]locales[\\/](\w+)\.json$/

export function clientCatalogs(root = resolve('.')): Plugin {
  let keys: Set<string> | null = null
  return {
    name: 'client-catalogs',
    apply: 'build',
    enforce: 'pre',
    transform(code, id, options) {
      if (options?.ssr || !catalogFile.test(id)) return null
      const catalog: unknown = JSON.parse(code)
      if (typeof catalog !== 'object' || catalog === null) return null
      const messages = Object.fromEntries(Object.entries(catalog).filter((e): e is [string, string] => typeof e[1] === 'string'))
      keys ??= clientMessageKeys(clientEntries(root), messages)
      const wanted = keys
      return { code: JSON.stringify(Object.fromEntries(Object.entries(messages).filter(([k]) => wanted.has(k)))), map: null }
    },
  }
}
