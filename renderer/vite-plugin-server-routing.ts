// Server Routing without the client router (issue 12). vike-react's onRenderClient imports
// `vike/getPageContext` (to provide the pageContext to hooks), and vike 0.4.266 resolves that in the
// browser to the Client Routing runtime's module, which brings the whole client router (~10 KB gzip)
// into every page and logs "[vike][Warning] You shouldn't `import { something } from
// 'vike/client/router'` when using Server Routing" on every page load (vikejs/vike#3471, #3075).
// In the browser build this resolves it to the two functions of Vike's shared hook module that it
// stands for — the module the Server Routing runtime itself uses, so the provided pageContext is
// the one the hooks see. Build only: `vike dev` pre-bundles vike-react, so there the warning stays.
// Remove once Vike's `./getPageContext` export has a Server Routing form.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const virtualId = '\0vike-get-page-context-server-routing'
const execHook = fileURLToPath(new URL('../node_modules/vike/dist/shared-server-client/hooks/execHook.js', import.meta.url))

export function serverRoutingGetPageContext(): Plugin {
  return {
    name: 'server-routing-get-page-context',
    apply: 'build',
    enforce: 'pre',
    configResolved() {
      if (!existsSync(execHook)) throw new Error(`${execHook} is missing: Vike moved its hook module; see renderer/vite-plugin-server-routing.ts`)
    },
    resolveId(source, _importer, options) {
      return source === 'vike/getPageContext' && !options?.ssr ? virtualId : null
    },
    load(id) {
      if (id !== virtualId) return null
      return [
        `import { getPageContext_sync, providePageContext } from ${JSON.stringify(execHook)}`,
        'export { providePageContext }',
        'export function getPageContext() { return getPageContext_sync() ?? null }',
      ].join('\n')
    },
  }
}
