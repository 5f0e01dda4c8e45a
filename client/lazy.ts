// Code that loads on intent (issue 12: first-load JS budget, shared/config/budget.ts). A feature the
// visitor may never use — a form, a dialog, the search engine, the cart — is a module imported
// with `import()` the first time it is wanted: when the pointer rests on its opener, the opener
// gets focus or a touch (`intentProps`), when it is opened, or when a state says it is due
// (`useLoaded`). The bundler then leaves it out of every page's first load; the budget test
// (tests/output/budget.test.ts) fails when something heavy slips back in.
//
//   const settings = onIntent(() => import('./ConsentSettings.js'))
//   const ConsentSettings = lazyComponent(settings, (m) => m.ConsentSettings)
//   <button {...intentProps(settings)} onClick={() => setOpen(true)}>…</button>
//   {open && <Suspense fallback={null}><ConsentSettings … /></Suspense>}
//
// One import per module however many intents: a failed one (offline) is tried again next time.
import { lazy, useEffect, useState, type ComponentType } from 'react'

export type LazyModule<T> = {
  /** Imports the module (once); the promise settles with it. */
  load(): Promise<T>
  /** The module if already imported, else null. */
  loaded(): T | null
}

export function onIntent<T>(importer: () => Promise<T>): LazyModule<T> {
  let pending: Promise<T> | null = null
  let value: T | null = null
  return {
    load() {
      pending ??= importer().then(
        (m) => (value = m),
        (err: unknown) => {
          pending = null
          throw err
        },
      )
      return pending
    },
    loaded: () => value,
  }
}

/** A component of a lazy module, for `<Suspense>`; shares the module's one import. */
export function lazyComponent<T, P extends object>(module: LazyModule<T>, pick: (m: T) => ComponentType<P>): ComponentType<P> {
  return lazy(() => module.load().then((m) => ({ default: pick(m) })))
}

/** Event props that start the import at the first sign of intent (pointer over, focus, touch). */
export function intentProps(module: LazyModule<unknown>): { onPointerEnter(): void; onFocus(): void; onTouchStart(): void } {
  const go = () => {
    module.load().catch(() => undefined) // retried on the next intent or when used
  }
  return { onPointerEnter: go, onFocus: go, onTouchStart: go }
}

/** The module once `when` has been true (it is imported then); re-renders when it arrives. */
export function useLoaded<T>(module: LazyModule<T>, when: boolean): T | null {
  const [value, setValue] = useState<T | null>(() => module.loaded())
  useEffect(() => {
    if (!when || value) return
    let live = true
    module.load().then(
      (m) => live && setValue(() => m),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [module, when, value])
  return value
}
