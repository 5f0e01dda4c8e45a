// The search field's live suggestions (spec §2): the suggestion index of the page's language,
// loaded on the field's first focus (the engine is imported then, never with the page), and the
// answer to what is typed, the newest query's answer winning. Used by SearchForm.tsx.
import { type RefObject, useEffect, useRef, useState } from 'react'
import type { Locale } from '../../config/locales.js'
import type { Suggestion } from '../../search/suggest.js'

export type SuggestStatus = 'idle' | 'loading' | 'ready' | 'error'

export function useSuggestions(locale: Locale, inputRef: RefObject<HTMLInputElement | null>) {
  // Set once the index's manifest is loaded: runs a query.
  const searchRef = useRef<((query: string) => Promise<Suggestion[]>) | null>(null)
  const [items, setItems] = useState<Suggestion[]>([])
  const [active, setActive] = useState(-1)
  const [status, setStatus] = useState<SuggestStatus>('idle')

  const run = (text: string) => {
    const search = searchRef.current
    if (!search) return
    if (!text.trim()) {
      setItems([])
      setActive(-1)
      return
    }
    search(text)
      .then((found) => {
        // Typed on meanwhile (or another language): the newer query's answer is the one shown.
        if (inputRef.current?.value !== text || searchRef.current !== search) return
        setItems(found)
        setActive(-1)
        setStatus('ready')
      })
      .catch(() => setStatus('error'))
  }

  const localeRef = useRef(locale)
  localeRef.current = locale

  const load = () => {
    if (searchRef.current || status === 'loading') return
    setStatus('loading')
    const wanted = locale
    import('../../search/suggestClient.js')
      .then(async ({ loadSuggestIndex, suggest }) => {
        const index = await loadSuggestIndex(wanted)
        // The language changed meanwhile: the next focus loads the right index.
        if (localeRef.current !== wanted) return
        searchRef.current = (text) => suggest(index, text)
        setStatus('ready')
        run(inputRef.current?.value ?? '')
      })
      .catch(() => setStatus('error'))
  }

  // A language switch keeps the header mounted: the other language has its own index.
  useEffect(() => {
    searchRef.current = null
    setItems([])
    setStatus('idle')
  }, [locale])

  return { items, active, setActive, status, run, load }
}
