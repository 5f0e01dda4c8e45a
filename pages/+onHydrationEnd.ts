// Client start-up. Top level: evaluated with the page's client code, before the first render —
// the chunk-load reload guard, then the first-visit language redirect (spec §4). A `+client.ts`
// would run earlier still, but vike then loads two entries through an inline module script whose
// hash changes with every build, which a host CSP could not allow by a fixed hash.
// The hook: after the first render, link prefetching starts (spec §9). Environment: client.
import { prefetch } from 'vike/client/router'
import { installChunkReload } from '../client/chunkReload.js'
import { followBrowserLanguage } from '../client/locale.js'
import { startPrefetch } from '../client/prefetch.js'
import { rememberPathname } from '../client/routeFocus.js'

installChunkReload()
followBrowserLanguage()

export function onHydrationEnd() {
  startPrefetch(prefetch)
  rememberPathname(location.pathname)
}
