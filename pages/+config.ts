import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  // Every page is pre-rendered; `noExtraDir` writes /en/404 as en/404.html (hosts map it 1:1).
  prerender: { noExtraDir: true, partial: false },
  passToClient: ['locale', 'routeKey'],
  meta: {
    layout: { env: { server: true, client: true } },
  },
} satisfies Config
