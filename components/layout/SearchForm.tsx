// Search entry (spec §2: dropdown, inline in the mobile menu, page header). All three submit
// a GET form to the localized search route with `q`, so they work before hydration and without
// JS. With JS the field is a combobox (WAI-ARIA pattern) with live suggestions: the suggestion
// index's manifest is downloaded on the field's first focus, never with the page, and the files
// the typed words need as they are typed (search/suggestShards.ts).
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react'
import { navigate } from '../../client/navigation.js'
import { path } from '../../shared/config/routes.js'
import type { Translate } from '../../shared/locales/siteIntl.js'
import { useT } from '../../shared/locales/intl.js'
import type { Suggestion } from '../../search/suggest.js'
import { useLocale } from './useLocale.js'

type Status = 'idle' | 'loading' | 'ready' | 'error'

// eslint-disable-next-line max-lines-per-function -- the three search variants (spec §2) share one form's state, suggestion loading and keyboard handling; its parts are small helpers below
export function SearchForm({ variant, defaultValue = '' }: { variant: 'dropdown' | 'inline' | 'page'; defaultValue?: string }) {
  const t = useT()
  const locale = useLocale()
  const id = useId()
  const listId = `${id}-list`
  const optionId = (i: number) => `${id}-opt-${i}`
  const formRef = useRef<HTMLFormElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  // Set once the index's manifest is loaded: runs a query (the engine is imported on first focus only).
  const searchRef = useRef<((query: string) => Promise<Suggestion[]>) | null>(null)
  const [value, setValue] = useState(defaultValue)
  const [items, setItems] = useState<Suggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [status, setStatus] = useState<Status>('idle')
  const query = value.trim()
  // The options: the suggestions, then "all results" (it submits the form).
  const optionCount = query ? items.length + 1 : 0
  const expanded = open && optionCount > 0

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

  const localeRef = useLatest(locale)

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

  useFocusOnOpen(formRef, inputRef)

  const close = () => {
    setOpen(false)
    setActive(-1)
  }

  const openItem = (item: Suggestion) => {
    close()
    closeDetails(formRef.current)
    go(item.url)
  }

  const choose = (i: number) => {
    const item = items[i]
    if (item) openItem(item)
    else formRef.current?.requestSubmit()
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (!optionCount) return
        e.preventDefault()
        setOpen(true)
        setActive((a) => stepActive(a, e.key === 'ArrowDown' ? 1 : -1, optionCount))
        return
      case 'Enter':
        if (expanded && active >= 0) {
          e.preventDefault()
          choose(active)
        }
        return
      case 'Escape':
        if (expanded) {
          // Only the list closes, not the mobile menu or the header's dropdown around it.
          e.preventDefault()
          e.stopPropagation()
          close()
        } else if (variant === 'dropdown' && closeDropdown(formRef.current)) e.preventDefault()
        return
      case 'Tab':
        close()
        return
    }
  }

  return (
    <form
      ref={formRef}
      role="search"
      className={`search-form search-form--${variant}`}
      action={path('search', locale)}
      method="get"
      onSubmit={(e) => {
        // Same URL as the plain form would request, but without reloading the page (the results
        // page keeps its loaded index); history gets an entry, so Back returns to this query.
        e.preventDefault()
        close()
        closeDetails(formRef.current)
        go(`${path('search', locale)}?${new URLSearchParams({ q: value.trim() })}`)
      }}
      onBlur={(e) => {
        if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) close()
      }}
    >
      <label htmlFor={id} className={variant === 'page' ? 'search-form__label' : 'visually-hidden'}>
        {t('search.label')}
      </label>
      <div className="search-form__field">
        <input
          ref={inputRef}
          id={id}
          type="search"
          name="q"
          value={value}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          onFocus={() => {
            load()
            setOpen(true)
          }}
          onChange={(e) => {
            setValue(e.target.value)
            setOpen(true)
            run(e.target.value)
          }}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-label={t('search.suggestions')} className="search-suggest" hidden={!expanded}>
          {expanded &&
            items.map((item, i) => (
              <li
                key={item.url}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className="search-suggest__option"
                // Keeps focus in the field, so the list does not close before the click lands.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(i)}
              >
                <span className="search-suggest__title">{item.title}</span>
                <span className="search-suggest__meta">
                  {t(`search.kind.${item.kind}`)}
                  {item.sub ? ` · ${item.sub}` : ''}
                </span>
              </li>
            ))}
          {expanded && (
            <li
              id={optionId(items.length)}
              role="option"
              aria-selected={active === items.length}
              className="search-suggest__option search-suggest__all"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(items.length)}
            >
              {t('search.all_results', { query })}
            </li>
          )}
        </ul>
      </div>
      <button type="submit">{t('search.submit')}</button>
      <div role="status" className="visually-hidden">
        {announcement(t, status, query, expanded, items.length)}
      </div>
    </form>
  )
}

/** Documents are files, not pages: the browser opens them without the loading bar. */
function go(url: string) {
  if (url.startsWith('/media/')) window.location.assign(url)
  else navigate(url)
}

/** A chosen suggestion or a submitted query closes the header's dropdown around the form. */
function closeDetails(form: HTMLFormElement | null) {
  form?.closest('details')?.removeAttribute('open')
}

/** Escape in the header's dropdown: closes it and gives focus back to its button. */
function closeDropdown(form: HTMLFormElement | null): boolean {
  const details = form?.closest('details')
  if (!details?.open) return false
  details.removeAttribute('open')
  details.querySelector('summary')?.focus()
  return true
}

/** The header's dropdown sits in a <details>: opening it puts the caret in the field. */
function useFocusOnOpen(formRef: RefObject<HTMLFormElement | null>, inputRef: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const details = formRef.current?.closest('details')
    if (!details) return
    const onToggle = () => {
      if (details.open) inputRef.current?.focus()
    }
    details.addEventListener('toggle', onToggle)
    return () => details.removeEventListener('toggle', onToggle)
  }, [formRef, inputRef])
}

/** What the screen reader hears as the suggestions load and change (the form's status region). */
function announcement(t: Translate, status: Status, query: string, expanded: boolean, count: number): string {
  if (status === 'loading') return query ? t('search.loading') : ''
  if (status === 'error') return t('search.error')
  if (status !== 'ready' || !expanded) return ''
  return count ? t('search.suggestions_count', { count }) : t('search.no_suggestions')
}

/** The option the arrow keys move to: round the list; Up from none is the last ("all results"). */
function stepActive(active: number, step: 1 | -1, count: number): number {
  return active < 0 && step < 0 ? count - 1 : (active + step + count) % count
}

/** A ref that always holds this render's value, for callbacks that finish after a later render. */
function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value)
  ref.current = value
  return ref
}
