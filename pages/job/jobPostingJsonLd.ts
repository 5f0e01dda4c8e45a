// schema.org JobPosting of a job: plain-text description, dates, employment type, place.
import { site } from '../../shared/config/site.js'
import type { Job } from '../../content-pipeline/model.js'
import { htmlToText } from '../../page-data/text.js'

const employmentTypes: Record<Job['employment_type'], string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  internship: 'INTERN',
  contract: 'CONTRACTOR',
}

export function jobPostingJsonLd(job: Job, homeUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: htmlToText(job.body) || job.perex,
    datePosted: job.published_at,
    ...(job.valid_through ? { validThrough: job.valid_through } : {}),
    employmentType: employmentTypes[job.employment_type],
    hiringOrganization: { '@type': 'Organization', name: site.legalName, sameAs: homeUrl, logo: site.url + '/logo.svg' },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: 'CZ' },
    },
    url: site.url + job.path,
  }
}
