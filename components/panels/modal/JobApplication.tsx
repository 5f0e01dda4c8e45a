// The job application (spec §2: text area, tags, file upload) in the global modal, for the job
// whose button opened it. The job's tags are toggle chips; visitors may add their own. Same
// sending rules as the contact form (native validity, bot check, 422 at the fields, input kept on
// failure); success goes to the career thank-you route.
import { useId, useRef, useState } from 'react'
import { Form, useField } from 'react-final-form'
import { array, is, number, object, string } from 'superstruct'
import { navigate } from '../../../client/navigation.js'
import { path } from '../../../shared/config/routes.js'
import { useLocale, useT, type MessageKey } from '../../../shared/locales/intl.js'
import { FileDrop } from '../forms/FileDrop.js'
import { MessageArea, PersonFields, SubmitFooter } from '../forms/Fields.js'
import { emptyPerson } from '../forms/person.js'
import { sendUserRequest } from '../forms/sendUserRequest.js'
import { focusFirstInvalid, nativeValiditySubmit, useFieldErrors, useOtherErrors } from '../forms/useFieldErrors.js'
import { useUploads } from '../forms/useUploads.js'
import type { ModalProps } from './modalStore.js'
import { addTag, jobBody, toggleTag, type JobValues } from './jobBody.js'

export const jobFormId = 'job-application'
const fieldNames = ['firstname', 'lastname', 'email', 'phone', 'content', 'tags'] as const
const JobData = object({ jobId: number(), title: string(), tags: array(string()) })

function TagPicker({ jobTags }: { jobTags: string[] }) {
  const t = useT()
  const id = useId()
  const { input } = useField<string[]>('tags')
  const chosen: string[] = Array.isArray(input.value) ? input.value : []
  const [draft, setDraft] = useState('')
  const errors = useFieldErrors(jobFormId, 'tags')
  const own = chosen.filter((tag) => !jobTags.includes(tag))
  const add = () => {
    input.onChange(addTag(chosen, draft))
    setDraft('')
  }
  return (
    <fieldset className="field tag-picker">
      <legend>
        {t('apply.tags')} <span className="field__optional">({t('form.optional')})</span>
      </legend>
      <p className="field__hint">{t('apply.tags_hint')}</p>
      {jobTags.length > 0 && (
        <ul className="chips">
          {jobTags.map((tag) => (
            <li key={tag}>
              <button type="button" className="chip" aria-pressed={chosen.includes(tag)} onClick={() => input.onChange(toggleTag(chosen, tag))}>
                {tag}
              </button>
            </li>
          ))}
        </ul>
      )}
      {own.length > 0 && (
        <ul className="chips">
          {own.map((tag) => (
            <li key={tag} className="chip chip--own">
              {tag}
              <button type="button" onClick={() => input.onChange(chosen.filter((c) => c !== tag))} aria-label={t('apply.tag_remove', { tag })}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="field__row">
        <label htmlFor={id} className="visually-hidden">
          {t('apply.tag_new')}
        </label>
        <input
          id={id}
          type="text"
          value={draft}
          placeholder={t('apply.tag_new')}
          maxLength={40}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            // Enter adds the tag instead of sending the form.
            if (e.key === 'Enter') {
              e.preventDefault()
              add()
            }
          }}
        />
        <button type="button" className="button button--secondary" onClick={add}>
          {t('apply.tag_add')}
        </button>
      </div>
      {errors.length > 0 && (
        <ul className="field__errors">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
    </fieldset>
  )
}

export function JobApplication({ data, titleId, close }: ModalProps) {
  const t = useT()
  const locale = useLocale()
  const uploads = useUploads(locale)
  const formRef = useRef<HTMLFormElement>(null)
  const [notice, setNotice] = useState<MessageKey | null>(null)
  const otherErrors = useOtherErrors(jobFormId, fieldNames)
  const [initialValues] = useState<JobValues>(() => ({ ...emptyPerson, message: '', tags: [] }))
  if (!is(data, JobData)) return <h2 id={titleId}>{t('modal.unknown_title')}</h2>
  const job = data

  const onSubmit = async (values: JobValues) => {
    setNotice(null)
    const result = await sendUserRequest(jobFormId, jobBody(job.jobId, values), uploads)
    if (!result.ok) {
      setNotice(result.notice)
      if (result.invalid) requestAnimationFrame(() => focusFirstInvalid(formRef.current))
      return
    }
    close()
    navigate(path('careerThanks', locale), { alert: { type: 'success', message: 'contact.success' } })
  }

  return (
    <>
      <h2 id={titleId}>{t('apply.title')}</h2>
      {job.title && <p className="modal__subtitle">{job.title}</p>}
      <Form<JobValues> onSubmit={onSubmit} initialValues={initialValues}>
        {({ handleSubmit, submitting }) => (
          <form ref={formRef} className="request-form" noValidate onSubmit={nativeValiditySubmit(submitting, handleSubmit, () => setNotice('form.fill_all'))}>
            <PersonFields form={jobFormId} />
            <MessageArea form={jobFormId} name="message" fieldName="content" label={t('apply.message')} />
            <TagPicker jobTags={job.tags} />
            <FileDrop uploads={uploads} label={t('apply.files')} />
            <SubmitFooter notice={notice} otherErrors={otherErrors} submitting={submitting} submitLabel={t('apply.submit')} />
          </form>
        )}
      </Form>
    </>
  )
}
