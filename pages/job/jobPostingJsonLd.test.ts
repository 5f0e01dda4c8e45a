import { describe, expect, it } from 'vitest'
import type { Job } from '../../content-pipeline/model.js'
import { jobPostingJsonLd } from './jobPostingJsonLd.js'

const job: Job = {
  id: 1,
  locale: 'cs',
  slug: 'danovy-poradce',
  path: '/kariera/1/danovy-poradce',
  alternates: { cs: '/kariera/1/danovy-poradce' },
  employment_type: 'internship',
  service_group_id: 12,
  contact_person_id: 6,
  published_at: '2026-09-07T09:00:00+02:00',
  valid_through: '2027-01-31',
  title: 'Daňový poradce',
  location: 'Praha',
  perex: 'Hledáme kolegu.',
  body: '<p>Budete <strong>radit</strong> firmám.</p>',
  tags: ['Daně'],
}

describe('jobPostingJsonLd', () => {
  it('maps the employment type and uses plain text for the description', () => {
    const ld = jobPostingJsonLd(job, 'https://www.korvina.example/')
    expect(ld['@type']).toBe('JobPosting')
    expect(ld.employmentType).toBe('INTERN')
    expect(ld.description).toBe('Budete radit firmám.')
    expect(ld.validThrough).toBe('2027-01-31')
    expect(ld.datePosted).toBe(job.published_at)
  })
  it('omits validThrough when the job has no end date', () => {
    expect(jobPostingJsonLd({ ...job, valid_through: null }, '/')).not.toHaveProperty('validThrough')
  })
})
