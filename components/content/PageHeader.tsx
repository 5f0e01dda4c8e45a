import type { ReactNode } from 'react'
import type { Crumb } from '../../page-data/seo.js'
import { Breadcrumbs } from './Breadcrumbs.js'

export function PageHeader({ title, perex, crumbs, children }: { title: string; perex?: string | null; crumbs?: Crumb[]; children?: ReactNode }) {
  return (
    <header className="page-header">
      <Breadcrumbs crumbs={crumbs} />
      <h1>{title}</h1>
      {perex && <p className="page-header__perex">{perex}</p>}
      {children}
    </header>
  )
}
