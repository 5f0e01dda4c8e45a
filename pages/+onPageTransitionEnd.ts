// The new page is rendered: the loading bar completes, or shows failure when vike rendered the
// error page instead (failed data request, error in a hook, 404). Links on the new page become
// prefetch candidates; focus moves to the new page's <main>. Environment: client.
import type { PageContextClient } from 'vike/types'
import { loadingBar } from '../client/loadingBar.js'
import { rescanLinks } from '../client/prefetch.js'
import { focusMainAfterNavigation } from '../client/routeFocus.js'

export function onPageTransitionEnd(pageContext: PageContextClient) {
  const failed = pageContext.errorWhileRendering !== undefined || pageContext.is404 === true
  loadingBar().finish(!failed)
  rescanLinks()
  focusMainAfterNavigation()
}
