// The contact form (spec §5): react-final-form for the values, the browser's own constraints
// first ('Vyplňte prosím všechna pole.'), then files, bot check and sending (forms/sendUserRequest).
// On success the parent closes the panel; the form and the file list are reset. On failure
// everything typed and uploaded stays.
import { useRef, useState } from 'react'
import type { FormApi } from 'final-form'
import { Form } from 'react-final-form'
import type { MessageKey } from '../../../shared/locales/intl.js'
import { useLocale, useT } from '../../../shared/locales/intl.js'
import { FileDrop } from '../forms/FileDrop.js'
import { MessageArea, PersonFields, SubmitFooter, TextInput } from '../forms/Fields.js'
import { emptyPerson } from '../forms/person.js'
import { sendUserRequest } from '../forms/sendUserRequest.js'
import { focusFirstInvalid, nativeValiditySubmit, useOtherErrors } from '../forms/useFieldErrors.js'
import { useUploads } from '../forms/useUploads.js'
import { contactBody, serviceContextOf, type ContactValues } from './contactBody.js'

export const contactFormId = 'contact'
const fieldNames = ['firstname', 'lastname', 'email', 'phone', 'company', 'content'] as const
const initialValues: ContactValues = { ...emptyPerson, company: '', message: '' }

export function ContactForm({ onSent, withService }: { onSent: () => void; withService: boolean }) {
  const t = useT()
  const locale = useLocale()
  const uploads = useUploads(locale)
  const formRef = useRef<HTMLFormElement>(null)
  const [notice, setNotice] = useState<MessageKey | null>(null)
  const otherErrors = useOtherErrors(contactFormId, fieldNames)

  const onSubmit = async (values: ContactValues, form: FormApi<ContactValues>) => {
    setNotice(null)
    const service = withService ? serviceContextOf(document) : null
    const result = await sendUserRequest(contactFormId, contactBody(values, service), uploads)
    if (!result.ok) {
      setNotice(result.notice)
      if (result.invalid) requestAnimationFrame(() => focusFirstInvalid(formRef.current))
      return
    }
    // final-form defers a reset called while submitting until the submit has finished.
    form.reset()
    uploads.reset()
    onSent()
  }

  return (
    <Form<ContactValues> onSubmit={onSubmit} initialValues={initialValues}>
      {({ handleSubmit, submitting }) => (
        <form ref={formRef} className="request-form" noValidate onSubmit={nativeValiditySubmit(submitting, handleSubmit, () => setNotice('form.fill_all'))}>
          <PersonFields form={contactFormId} />
          <TextInput form={contactFormId} name="company" label={t('form.company')} autoComplete="organization" maxLength={200} />
          <MessageArea form={contactFormId} name="message" fieldName="content" label={t('form.message')} />
          <FileDrop uploads={uploads} label={t('form.files')} />
          <SubmitFooter notice={notice} otherErrors={otherErrors} submitting={submitting} submitLabel={t('form.submit')} />
        </form>
      )}
    </Form>
  )
}
