// What the job application posts to /api/user-request/save: the person, the cover letter (the
// default text when empty, as in the contact form) and the chosen tags, with the job's id.
import { constants } from '../../../shared/config/constants.js'
import { joinPhone, type PersonValues } from '../forms/person.js'

export type JobValues = PersonValues & { message: string; tags: string[] }

export function jobBody(jobId: number, values: JobValues): Record<string, unknown> {
  return {
    type: 'job',
    job_id: jobId,
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    email: values.email.trim(),
    phone: joinPhone(values.phonePrefix, values.phone),
    content: values.message.trim() || constants.defaultMessage,
    tags: values.tags,
    service: false,
  }
}

/** Adds a free tag unless it is empty or already chosen (compared case-insensitively). */
export function addTag(tags: readonly string[], tag: string): string[] {
  const clean = tag.trim().replace(/\s+/g, ' ').slice(0, 40)
  if (!clean || tags.some((t) => t.toLocaleLowerCase('cs') === clean.toLocaleLowerCase('cs'))) return [...tags]
  return [...tags, clean]
}

export function toggleTag(tags: readonly string[], tag: string): string[] {
  return tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag]
}
