// A query parameter of the current URL, read in the browser after hydration: pre-rendered
// pages have no query, so the server (and the first client render) see null.
import { useEffect, useState } from 'react'

export function useQueryParam(name: string): string | null {
  const [value, setValue] = useState<string | null>(null)
  useEffect(() => {
    const read = () => setValue(new URLSearchParams(window.location.search).get(name))
    read()
    // Back/forward between searches keeps the shown query in step with the URL.
    window.addEventListener('popstate', read)
    return () => window.removeEventListener('popstate', read)
  }, [name])
  return value
}
