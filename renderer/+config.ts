import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  // Server Routing (docs/decisions.md): following a link loads the next pre-rendered page, as
  // without JavaScript; the browser gets no client router (~30 KB of the first load, issue 12).
  // The pages navigate through client/navigation.ts.
  clientRouting: false,
  // HTML-only for Vike (issue 12): the browser loads neither Vike's client runtime nor vike-react's
  // render hook (~20 KB gzip of every page's first load). Each page's +client.ts hydrates it from
  // the context +Head writes into it (client/start/hydrate.tsx, renderer/pageContext.tsx).
  clientHooks: false,
  // Every page is pre-rendered; `noExtraDir` writes /en/404 as en/404.html (hosts map it 1:1).
  // The build's sample pre-render (PRERENDER_SAMPLE, renderer/prerender.ts) is `vike prerender`,
  // a process of its own after `vike build`: in one process the pre-render's content came on top
  // of what the build kept (747 MB at --scale 20000; 431 and 622 MB apart).
  prerender: { noExtraDir: true, partial: false, disableAutoRun: process.env.PRERENDER_SAMPLE === '1' },
  meta: {
    layout: { env: { server: true } },
  },
} satisfies Config
