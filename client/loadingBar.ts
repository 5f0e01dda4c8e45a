// The top loading bar of client-side navigation (spec §4, §9): appears only if loading takes
// longer than 200 ms, creeps towards the end over 5 s, then completes when the page is ready or
// turns to the failure colour when it is not. A failed API request shows the failure too (§8:
// "the progress bar shows failure on request errors"); the form's snackbar names the error.
// The controller is timer logic only (unit-tested); the DOM view is a 3 px bar appended to
// <body> above the snackbars' top margin, styled by components/panels/consent/panels.css.
import { constants } from '../shared/config/constants.js'

export type LoadingBarView = {
  /** Shows the bar at 0 and lets it grow over `durationMs`. */
  show(durationMs: number): void
  /** Completes (ok) or shows the failure, then fades out. */
  done(ok: boolean): void
}

export function createLoadingBar(view: LoadingBarView, settings: { throttleMs: number; durationMs: number } = constants.loadingBar) {
  let pending: ReturnType<typeof setTimeout> | null = null
  let visible = false
  return {
    start() {
      if (pending !== null || visible) return
      pending = setTimeout(() => {
        pending = null
        visible = true
        view.show(settings.durationMs)
      }, settings.throttleMs)
    },
    finish(ok: boolean) {
      if (pending !== null) {
        clearTimeout(pending)
        pending = null
        // A fast success stays invisible; a failure is shown however fast it came.
        if (ok) return
        view.show(settings.durationMs)
        visible = true
      }
      if (!visible) return
      visible = false
      view.done(ok)
    },
    /**
     * A request failed: the failure state, whatever a navigation is doing (a pending one is not
     * shown as loading afterwards — the failure is the news).
     */
    fail() {
      if (pending !== null) {
        clearTimeout(pending)
        pending = null
      }
      if (!visible) view.show(settings.durationMs)
      visible = false
      view.done(false)
    },
    get visible() {
      return visible
    },
  }
}

function domView(): LoadingBarView {
  let bar: HTMLDivElement | null = null
  let hideTimer: ReturnType<typeof setTimeout> | undefined
  const element = () => {
    if (!bar) {
      bar = document.createElement('div')
      bar.className = 'loading-bar'
      bar.setAttribute('aria-hidden', 'true')
      document.body.append(bar)
    }
    return bar
  }
  return {
    show(durationMs) {
      const el = element()
      clearTimeout(hideTimer)
      el.className = 'loading-bar'
      el.style.setProperty('--loading-duration', `${durationMs}ms`)
      void el.offsetWidth // restart the transition from 0
      el.classList.add('is-loading')
    },
    done(ok) {
      const el = element()
      el.classList.add(ok ? 'is-done' : 'is-failed')
      hideTimer = setTimeout(
        () => {
          el.className = 'loading-bar'
        },
        ok ? 500 : 1500,
      )
    },
  }
}

let bar: ReturnType<typeof createLoadingBar> | null = null
export function loadingBar() {
  bar ??= createLoadingBar(domView())
  return bar
}
