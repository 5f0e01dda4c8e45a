// The store's field errors of one form field (spec §8: a 422's `errors` are shown on the form),
// in the current locale (client/serverMessages.ts).
import type { FormEvent } from 'react'
import { useMemo } from 'react'
import { onIntent, useLoaded } from '../../../client/lazy.js'
import { appStore, fieldErrors, useAppStore, type AppState } from '../../../client/store.js'
import { useLocale } from '../../../shared/locales/intl.js'

// The matcher (with both catalogs) loads once the API has rejected something (issue 12); until it
// has arrived, a message shows as the API sent it.
const serverMessages = onIntent(() => import('../../../client/serverMessages.js'))

export function useFieldErrors(form: string, field: string): string[] {
  const locale = useLocale()
  const raw = useAppStore((s) => fieldErrors(s, form, field))
  const messages = useLoaded(serverMessages, raw.length > 0)
  return useMemo(() => (messages ? raw.map((m) => messages.localizeServerMessage(m, locale)) : [...raw]), [raw, locale, messages])
}

/** Errors of fields the form has no input for (e.g. g-recaptcha-response, service_id). */
export function useOtherErrors(form: string, shown: readonly string[]): string[] {
  const locale = useLocale()
  const validation = useAppStore((s: AppState) => s.validation)
  const mine = validation.form === form
  const loaded = useLoaded(serverMessages, mine && Object.keys(validation.errors).length > 0)
  return useMemo(() => {
    if (!mine) return []
    return Object.entries(validation.errors)
      .filter(([field]) => !shown.includes(field))
      .flatMap(([, messages]) => messages.map((m) => (loaded ? loaded.localizeServerMessage(m, locale) : m)))
  }, [validation, mine, shown, locale, loaded])
}

/** Focus the first field the browser or the API rejected, so the message is read out with it. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const el = form?.querySelector<HTMLElement>(':invalid:not(fieldset):not(form), [aria-invalid="true"]')
  el?.focus()
}

export const clearFieldErrors = () => appStore.getState().clearErrors()

/**
 * The <form> submit handler both request forms share (spec §5): the browser's own validity
 * first — on failure the fill-all message and focus on the first invalid field — then final-form.
 */
export function nativeValiditySubmit(submitting: boolean | undefined, handleSubmit: () => unknown, onInvalid: () => void) {
  return (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (submitting) return
    if (!e.currentTarget.checkValidity()) {
      onInvalid()
      focusFirstInvalid(e.currentTarget)
      return
    }
    void handleSubmit()
  }
}
