// The browser's message catalogs, as react-intl's guide advises for a small bundle: precompiled to
// ICU ASTs at build time (what `formatjs compile --ast` writes, by the parser's own `parse`), and
// the parser left out of the browser bundle (@formatjs/icu-messageformat-parser resolves to its
// `no-parser` build there). They hold only what the browser's code can ask for (issue 12): the meta
// descriptions, route names and list labels that only the pre-render uses (+data, +title, SEO,
// breadcrumbs) stay out of every page's first load. Which keys: shared/locales/messageUse.ts
// `clientMessageKeys`, from the modules the pages' +client.ts reach. The pre-render and `vike dev`
// read the whole catalogs as written (the parser runs there, once a message and process).
import { resolve } from 'node:path'
import { parse } from '@formatjs/icu-messageformat-parser'
import type { Plugin } from 'vite'
import { clientEntries, clientMessageKeys } from './messageUse.js'

const catalogFile = /[\\/]locales[\\/](\w+)\.json$/
const parser = '@formatjs/icu-messageformat-parser'

export function clientCatalogs(root = resolve('.')): Plugin {
  let keys: Set<string> | null = null
  return {
    name: 'client-catalogs',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (options.ssr || source !== parser) return null
      return this.resolve(`${parser}/no-parser.js`, importer, { ...options, skipSelf: true })
    },
    transform(code, id, options) {
      if (options?.ssr || !catalogFile.test(id)) return null
      const catalog: unknown = JSON.parse(code)
      if (typeof catalog !== 'object' || catalog === null) return null
      const messages = Object.fromEntries(Object.entries(catalog).filter((e): e is [string, string] => typeof e[1] === 'string'))
      keys ??= clientMessageKeys(clientEntries(root), messages)
      const wanted = keys
      const compiled = Object.fromEntries(
        Object.entries(messages)
          .filter(([k]) => wanted.has(k))
          .map(([k, message]) => [k, parse(message)]),
      )
      return { code: JSON.stringify(compiled), map: null }
    },
  }
}
