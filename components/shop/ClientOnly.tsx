// Client-only page content (the cart, login and account pages): the pre-rendered page is a shell
// with a status line; the part that talks to the API loads after hydration.
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react'

export function clientOnly(load: () => Promise<ComponentType>) {
  const Lazy = lazy(() => load().then((C) => ({ default: C })))
  return function ClientOnly({ fallback }: { fallback: string }) {
    const [mounted, setMounted] = useState(false)
    useEffect(() => setMounted(true), [])
    const status = <p role="status">{fallback}</p>
    return mounted ? (
      <Suspense fallback={status}>
        <Lazy />
      </Suspense>
    ) : (
      status
    )
  }
}
