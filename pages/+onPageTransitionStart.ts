// Client-side navigation began (route or query change): the loading bar starts; it only shows
// if the navigation takes longer than the 200 ms throttle (spec §4, §9). Environment: client.
import { loadingBar } from '../client/loadingBar.js'

export function onPageTransitionStart() {
  loadingBar().start()
}
