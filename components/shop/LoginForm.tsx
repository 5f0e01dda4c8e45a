// The login form (spec §4–§7): client-only; 422 field errors from the API show on the fields,
// wrong credentials as a message. On success: the remembered path or a safe `redirect` parameter,
// else home (session.ts). Two fields in React state: react-final-form (~9 KB gzip with final-form)
// would be most of what the sign-in page loads beyond the page-speed budget (docs/decisions.md).
import { useId, useState, type FormEvent } from 'react'
import { navigate } from '../../client/navigation.js'
import { path } from '../../shared/config/routes.js'
import { login } from '../../client/auth/session.js'
import { useLocale, useT, type MessageKey } from '../../shared/locales/intl.js'
import { useFieldErrors } from '../panels/forms/useFieldErrors.js'
import './shop.css'

export function LoginForm() {
  const t = useT()
  const locale = useLocale()
  const errorId = useId()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<MessageKey | null>(null)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    setSubmitting(true)
    setError(null)
    try {
      const redirect = new URLSearchParams(location.search).get('redirect')
      const result = await login(email.trim(), password, redirect, path('home', locale))
      if (result.ok) navigate(result.target)
      else if (result.reason !== 'fields') setError(result.reason === 'invalid' ? 'signin.invalid' : 'signin.failed')
    } finally {
      setSubmitting(false)
    }
  }
  return (
    <form className="login-form" onSubmit={(e) => void submit(e)} aria-describedby={error ? errorId : undefined}>
      <LoginField name="email" type="email" label={t('signin.email')} autoComplete="username" value={email} onChange={setEmail} />
      <LoginField name="password" type="password" label={t('signin.password')} autoComplete="current-password" value={password} onChange={setPassword} />
      {error && (
        <p id={errorId} className="field__errors" role="alert">
          {t(error)}
        </p>
      )}
      <button type="submit" className="button" disabled={submitting}>
        {t('signin.submit')}
      </button>
    </form>
  )
}

/** A required field with the API's messages for it (the same markup as the contact forms' fields). */
function LoginField({
  name,
  type,
  label,
  autoComplete,
  value,
  onChange,
}: {
  name: 'email' | 'password'
  type: 'email' | 'password'
  label: string
  autoComplete: string
  value: string
  onChange: (value: string) => void
}) {
  const id = useId()
  const errors = useFieldErrors('login', name)
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <input
        id={id}
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length > 0 ? `${id}-errors` : undefined}
      />
      {errors.length > 0 && (
        <ul id={`${id}-errors`} className="field__errors">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
