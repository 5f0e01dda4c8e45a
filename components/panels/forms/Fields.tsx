// Form fields bound to react-final-form, with the native constraints (required, type, maxLength —
// spec §5 checks native validity first) and the API's messages for that field (§8).
import { useId, type ReactNode } from 'react'
import { useField } from 'react-final-form'
import { constants } from '../../../shared/config/constants.js'
import { useT, type MessageKey } from '../../../shared/locales/intl.js'
import { RecaptchaNotice } from './RecaptchaNotice.js'
import { useFieldErrors } from './useFieldErrors.js'

type Common = { form: string; name: string; label: string; required?: boolean }

function Errors({ id, errors }: { id: string; errors: string[] }) {
  if (errors.length === 0) return null
  return (
    <ul id={id} className="field__errors">
      {errors.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  )
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required: boolean }) {
  const t = useT()
  return (
    <label htmlFor={htmlFor}>
      {label}
      {required ? <span aria-hidden="true"> *</span> : <span className="field__optional"> ({t('form.optional')})</span>}
    </label>
  )
}

export function TextInput({
  form,
  name,
  label,
  required = false,
  type = 'text',
  autoComplete,
  maxLength,
}: Common & {
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  maxLength?: number
}) {
  const id = useId()
  const { input } = useField<string, HTMLInputElement>(name)
  const errors = useFieldErrors(form, name)
  return (
    <div className="field">
      <Label htmlFor={id} label={label} required={required} />
      <input
        {...input}
        value={input.value ?? ''}
        id={id}
        type={type}
        required={required}
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length > 0 ? `${id}-errors` : undefined}
      />
      <Errors id={`${id}-errors`} errors={errors} />
    </div>
  )
}

/** The message: at most 2000 characters (§5, §9) with a counter. */
export function MessageArea({ form, name, label, fieldName = name }: Common & { fieldName?: string }) {
  const t = useT()
  const id = useId()
  const { input } = useField<string, HTMLTextAreaElement>(name)
  const errors = useFieldErrors(form, fieldName)
  const value = input.value ?? ''
  const max = constants.messageMaxLength
  return (
    <div className="field">
      <Label htmlFor={id} label={label} required={false} />
      <textarea {...input} value={value} id={id} rows={5} maxLength={max} aria-invalid={errors.length > 0 || undefined} aria-describedby={`${id}-counter${errors.length > 0 ? ` ${id}-errors` : ''}`} />
      <p id={`${id}-counter`} className="field__counter">
        {t('form.counter', { count: value.length, max })}
      </p>
      <Errors id={`${id}-errors`} errors={errors} />
    </div>
  )
}

/** Phone with the §3 prefix options; the two are joined into the one `phone` field on sending. */
export function PhoneInput({ form, label }: { form: string; label: string }) {
  const t = useT()
  const id = useId()
  const prefix = useField<string, HTMLSelectElement>('phonePrefix')
  const { input } = useField<string, HTMLInputElement>('phone')
  const errors = useFieldErrors(form, 'phone')
  return (
    <div className="field field--phone">
      <Label htmlFor={id} label={label} required />
      <div className="field__row">
        <select {...prefix.input} value={prefix.input.value ?? ''} aria-label={t('form.phone_prefix')} autoComplete="tel-country-code">
          {constants.phonePrefixes.map((p) => (
            <option key={p} value={p}>
              {p || t('form.phone_prefix_none')}
            </option>
          ))}
        </select>
        <input
          {...input}
          value={input.value ?? ''}
          id={id}
          type="tel"
          required
          autoComplete="tel-national"
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={errors.length > 0 ? `${id}-errors` : undefined}
        />
      </div>
      <Errors id={`${id}-errors`} errors={errors} />
    </div>
  )
}

/** firstname, lastname, email and phone: required in both the contact and the job form (§5). */
export function PersonFields({ form }: { form: string }) {
  const t = useT()
  return (
    <>
      <div className="field-pair">
        <TextInput form={form} name="firstname" label={t('form.firstname')} required autoComplete="given-name" maxLength={100} />
        <TextInput form={form} name="lastname" label={t('form.lastname')} required autoComplete="family-name" maxLength={100} />
      </div>
      <div className="field-pair">
        <TextInput form={form} name="email" label={t('form.email')} type="email" required autoComplete="email" />
        <PhoneInput form={form} label={t('form.phone')} />
      </div>
    </>
  )
}

/** A paragraph for form-level messages (fill-all, bot check, send failure) and stray API errors. */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <div className="form-notice" role="alert">
      {children}
    </div>
  )
}

/** The end of a request form: the form-level messages, the bot-check notice and the submit button. */
export function SubmitFooter({ notice, otherErrors, submitting, submitLabel }: { notice: MessageKey | null; otherErrors: string[]; submitting: boolean | undefined; submitLabel: string }) {
  const t = useT()
  return (
    <>
      <FormNotice>
        {notice && <p>{t(notice)}</p>}
        {otherErrors.length > 0 && (
          <ul>
            {otherErrors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        )}
      </FormNotice>
      <RecaptchaNotice />
      <button type="submit" className="button" aria-disabled={submitting || undefined}>
        {submitting ? t('form.sending') : submitLabel}
      </button>
    </>
  )
}
