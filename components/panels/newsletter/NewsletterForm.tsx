// The newsletter e-mail form, in the footer box and in the popup (spec §5): the e-mail is
// required and of e-mail type — an empty or malformed one is not sent, the field says why.
// The outcome shows as a snackbar; the address is cleared once saved.
import { useId, useState } from 'react'
import { intentProps, onIntent } from '../../../client/lazy.js'
import { appStore } from '../../../client/store.js'
import { useT, type MessageKey } from '../../../shared/locales/intl.js'
import { useFieldErrors } from '../forms/useFieldErrors.js'

// Sending (the API client, the bot check) loads when the visitor turns to the form (issue 12).
const sending = onIntent(() => import('./subscribe.js'))

export function NewsletterForm({ form, onSaved }: { form: string; onSaved?: () => void }) {
  const t = useT()
  const id = useId()
  const [email, setEmail] = useState('')
  const [local, setLocal] = useState<MessageKey | null>(null)
  const [busy, setBusy] = useState(false)
  const serverErrors = useFieldErrors(form, 'email')
  const errors = local ? [t(local)] : serverErrors

  return (
    <form
      className="newsletter-form"
      noValidate
      {...intentProps(sending)}
      onSubmit={async (e) => {
        e.preventDefault()
        if (busy) return
        const input = e.currentTarget.elements.namedItem('email')
        const value = email.trim()
        if (!value) return setLocal('validation.required')
        if (input instanceof HTMLInputElement && !input.checkValidity()) return setLocal('validation.email')
        setLocal(null)
        setBusy(true)
        const outcome = await sending.load().then(
          ({ subscribe }) => subscribe(value, form),
          () => ({ saved: false, alert: 'danger' as const, message: 'newsletter.failure' as const }),
        )
        setBusy(false)
        appStore.getState().pushAlert(outcome.alert, outcome.message)
        if (outcome.saved) {
          setEmail('')
          onSaved?.()
        }
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('form.email')}
      </label>
      <div className="newsletter-form__row">
        <input
          id={id}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={t('newsletter.placeholder')}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={errors.length > 0 ? `${id}-errors` : undefined}
        />
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {t('newsletter.submit')}
        </button>
      </div>
      {errors.length > 0 && (
        <ul id={`${id}-errors`} className="field__errors">
          {errors.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </form>
  )
}
