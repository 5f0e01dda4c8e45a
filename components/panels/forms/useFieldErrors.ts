// The store's field errors of one form field (spec §8: a 422's `errors` are shown on the form),
// in the current locale (client/serverMessages.ts).
import type { FormEvent } from 'react'
import { useMemo } from 'react'
import { localizeServerMessage } from '../../../client/serverMessages.js'
import { appStore, fieldErrors, useAppStore, type AppState } from '../../../client/store.js'
import { useLocale } from '../../../renderer/intl.js'

export function useFieldErrors(form: string, field: string): string[] {
  const locale = useLocale()
  const raw = useAppStore((s) => fieldErrors(s, form, field))
  return useMemo(() => raw.map((m) => localizeServerMessage(m, locale)), [raw, locale])
}

/** Errors of fields the form has no input for (e.g. g-recaptcha-response, service_id). */
export function useOtherErrors(form: string, shown: readonly string[]): string[] {
  const locale = useLocale()
  const validation = useAppStore((s: AppState) => s.validation)
  return useMemo(() => {
    if (validation.form !== form) return []
    return Object.entries(validation.errors)
      .filter(([field]) => !shown.includes(field))
      .flatMap(([, messages]) => messages.map((m) => localizeServerMessage(m, locale)))
  }, [validation, form, shown, locale])
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
