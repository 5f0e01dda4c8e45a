// Client start-up. Top level: evaluated with the page's client code, before the first render —
// the chunk-load reload guard, then the first-visit language redirect (spec §4). A `+client.ts`
// would run earlier still, but vike then loads two entries through an inline module script whose
// hash changes with every build, which a host CSP could not allow by a fixed hash.
// The hook: after the first render, the navigation loading bar and link prefetch start (spec §4,
// §9; the site uses Server Routing, client/navigation.ts). Environment: client.
import { installChunkReload } from '../client/chunkReload.js'
import { followBrowserLanguage } from '../client/locale.js'
import { watchNavigation } from '../client/navigation.js'
import { startPrefetch } from '../client/prefetch.js'

installChunkReload()
followBrowserLanguage()

export function onHydrationEnd() {
  watchNavigation()
  startPrefetch()
}
