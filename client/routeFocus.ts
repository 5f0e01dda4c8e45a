// Focus after client-side navigation: the browser keeps focus on the link that was followed (or
// on <body> when that link is gone with the old page), so a keyboard or screen-reader user is not
// told the page changed and must tab through the header again. After a navigation to another path
// focus moves to <main> (tabindex -1), which reads the new page from its heading, as a full page
// load plus skip link would. A query-only change (search results) keeps focus where it is: the
// results announce themselves. A #fragment is left to the browser's own scrolling and focus.
let lastPathname: string | null = null

/** The path the page was loaded with (onHydrationEnd). */
export function rememberPathname(pathname: string) {
  lastPathname = pathname
}

/** Whether focus should move for a navigation to `to`; also records `to` as the current path. */
export function shouldFocusMain(to: { pathname: string; hash: string }): boolean {
  const previous = lastPathname
  lastPathname = to.pathname
  return previous !== null && previous !== to.pathname && to.hash === ''
}

export function focusMainAfterNavigation() {
  if (!shouldFocusMain(location)) return
  document.getElementById('main')?.focus({ preventScroll: true })
}
