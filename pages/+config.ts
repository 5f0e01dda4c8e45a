import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  // Server Routing (docs/decisions.md): following a link loads the next pre-rendered page, as
  // without JavaScript; the browser gets no client router (~30 KB of the first load, issue 12).
  // The pages navigate through client/navigation.ts.
  clientRouting: false,
  // Every page is pre-rendered; `noExtraDir` writes /en/404 as en/404.html (hosts map it 1:1).
  prerender: { noExtraDir: true, partial: false },
  passToClient: ['locale', 'routeKey'],
  meta: {
    layout: { env: { server: true, client: true } },
  },
} satisfies Config
