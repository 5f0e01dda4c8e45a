// An editorial page bound to a fixed route (about us, time for change, ...): title, perex, body.
import type { ReactNode } from 'react'
import type { InfoBody } from '../../page-data/routePage.js'
import type { Crumb } from '../../page-data/seo.js'
import { Html } from './Html.js'
import { PageHeader } from './PageHeader.js'

export function InfoArticle({ page, crumbs, children }: { page: InfoBody; crumbs?: Crumb[]; children?: ReactNode }) {
  return (
    <article className="info-page">
      <PageHeader title={page.title} perex={page.perex} crumbs={crumbs} />
      {page.body && <Html html={page.body} />}
      {children}
    </article>
  )
}
