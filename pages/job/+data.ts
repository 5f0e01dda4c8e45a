import type { PageContextServer } from 'vike/types'
import { path } from '../../shared/config/routes.js'
import { site } from '../../shared/config/site.js'
import { content, itemAt } from '../../page-data/content.js'
import { crumbs } from '../../page-data/crumbs.js'
import { pageData } from '../../page-data/pageData.js'
import { peopleByIds, personTeaser } from '../../page-data/teasers.js'
import { jobPostingJsonLd } from './jobPostingJsonLd.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale, routeParams } = pageContext
  const job = itemAt(content(locale, 'jobs'), routeParams)
  const contact = peopleByIds(locale, job.contact_person_id === null ? [] : [job.contact_person_id])[0]
  return pageData(
    pageContext,
    {
      title: job.title,
      description: job.perex,
      path: job.path,
      alternates: job.alternates,
      breadcrumbs: crumbs(locale, 'career', 'jobs', { name: job.title, path: job.path }),
      jsonLd: [jobPostingJsonLd(job, site.url + path('home', locale))],
    },
    {
      job: {
        id: job.id,
        title: job.title,
        perex: job.perex,
        body: job.body,
        location: job.location,
        employment_type: job.employment_type,
        tags: job.tags,
        valid_through: job.valid_through,
      },
      contact: contact ? { ...personTeaser(contact), email: contact.email, phone: contact.phone } : null,
    },
  )
}
