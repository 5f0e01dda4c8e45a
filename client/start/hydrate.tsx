// The browser's start: every page's `+client.ts` calls `hydrate(Page)` (issue 12, page speed).
// The pages are pre-rendered and complete without JavaScript; this only makes them interactive.
// Vike's client runtime would do the same for Server Routing — read the page's context, run the
// hooks, hand the page to vike-react — at ~20 KB gzip of every page's first load, so the pages are
// HTML-only for Vike (`clientHooks: false`, renderer/+config.ts) and this module does it instead:
//   1. the chunk-load reload guard and the first-visit language rule (spec §4; on the Czech root
//      its redirect has already happened in the page's first script, client/rootLanguage.ts), at once;
//   2. the page's context from the JSON the server wrote (+Head, renderer/clientContext.ts);
//   3. the message catalogs of the locales about to be shown — the page's, and the locale the HTML
//      was rendered in (they differ when a host answers an English URL with the Czech 404 page;
//      shared/locales/intl.tsx) — and the layout's chrome the page's data names (page-data/chrome.ts);
//   4. React hydrates the same tree the server rendered (vike-react's: StrictMode, the layout,
//      the page), then the navigation loading bar and link prefetch start (spec §4, §9).
// The build starts this module once the page has loaded (renderer/render/shell.ts scriptsAfterLoad).
// A chrome file that cannot be loaded (offline) stops here: the page stays as the server
// rendered it, links and all.
import { StrictMode, useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { isLocale, type Locale } from '../../shared/config/locales.js'
import { SiteLayout } from '../../components/layout/SiteLayout.js'
import { loadChrome } from '../chrome.js'
import { installChunkReload } from '../chunkReload.js'
import { followBrowserLanguage } from '../locale.js'
import { watchNavigation } from '../navigation.js'
import { startPrefetch } from '../prefetch.js'
import { loadCatalogs } from '../../shared/locales/intl.js'
import { localeOf } from '../../renderer/localeOf.js'
import { clientContextId, parseClientContext, PageContextProvider, type SitePageContext } from '../../renderer/pageContext.js'
import { chromeRefOf } from '../../page-data/seoData.js'

installChunkReload()
followBrowserLanguage()

export async function hydrate(Page: ComponentType): Promise<void> {
  const script = document.getElementById(clientContextId)
  if (!script?.textContent) throw new Error(`#${clientContextId} is missing: the page was not rendered by this site's build`)
  const client = parseClientContext(script.textContent)
  const context: SitePageContext = { ...client, locale: localeOf(client), hydrating: true }
  const wanted: Locale[] = [context.locale]
  const rendered = document.documentElement.lang
  if (isLocale(rendered)) wanted.push(rendered)
  const ref = chromeRefOf(client.data)
  const [chrome] = await Promise.all([ref ? loadChrome(ref) : undefined, loadCatalogs(wanted)])
  if (chrome) context.chrome = chrome
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing')
  hydrateRoot(
    root,
    <StrictMode>
      <PageContextProvider value={context}>
        <Hydrated>
          <SiteLayout>
            <Page />
          </SiteLayout>
        </Hydrated>
      </PageContextProvider>
    </StrictMode>,
  )
}

/**
 * Starts what needs the hydrated page, once (an effect runs after the first commit), and marks
 * the document as hydrated (`<html data-hydrated>`: for styles that need the page's code, and for
 * browser tests, which act on the page once it is interactive).
 */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    watchNavigation()
    startPrefetch()
    document.documentElement.dataset['hydrated'] = ''
  }, [])
  return children
}
