// The login form (spec §4–§7): client-only, react-final-form; 422 field errors from the API show
// on the fields, wrong credentials as a message. On success: the remembered path or a safe
// `redirect` parameter, else home (session.ts).
import { useId, useState } from 'react'
import { Field, Form } from 'react-final-form'
import { navigate } from '../../client/navigation.js'
import { path } from '../../config/routes.js'
import { login } from '../../client/auth/session.js'
import { useLocale, useT, type MessageKey } from '../../renderer/intl.js'
import { TextInput } from '../panels/forms/Fields.js'
import { useFieldErrors } from '../panels/forms/useFieldErrors.js'
import './shop.css'

type Values = { email?: string; password?: string }

export function LoginForm() {
  const t = useT()
  const locale = useLocale()
  const errorId = useId()
  const [error, setError] = useState<MessageKey | null>(null)
  return (
    <Form<Values>
      onSubmit={async (values) => {
        setError(null)
        const redirect = new URLSearchParams(location.search).get('redirect')
        const result = await login(values.email?.trim() ?? '', values.password ?? '', redirect, path('home', locale))
        if (result.ok) navigate(result.target)
        else if (result.reason !== 'fields') setError(result.reason === 'invalid' ? 'signin.invalid' : 'signin.failed')
      }}
      render={({ handleSubmit, submitting }) => (
        <form className="login-form" onSubmit={handleSubmit} aria-describedby={error ? errorId : undefined}>
          <TextInput form="login" name="email" type="email" label={t('signin.email')} required autoComplete="username" />
          <PasswordInput label={t('signin.password')} />
          {error && <p id={errorId} className="field__errors" role="alert">{t(error)}</p>}
          <button type="submit" className="button" disabled={submitting}>{t('signin.submit')}</button>
        </form>
      )}
    />
  )
}

function PasswordInput({ label }: { label: string }) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{label}<span aria-hidden="true"> *</span></label>
      <PasswordField id={id} />
    </div>
  )
}

function PasswordField({ id }: { id: string }) {
  const errors = useFieldErrors('login', 'password')
  return (
    <>
      <Field<string> name="password">
        {({ input }) => (
          <input {...input} value={input.value ?? ''} id={id} type="password" required autoComplete="current-password"
            aria-invalid={errors.length > 0 || undefined} aria-describedby={errors.length > 0 ? `${id}-errors` : undefined} />
        )}
      </Field>
      {errors.length > 0 && <ul id={`${id}-errors`} className="field__errors">{errors.map((e) => <li key={e}>{e}</li>)}</ul>}
    </>
  )
}
