import { useData } from '../../renderer/pageContext.js'
import { PageHeader } from '../../components/content/PageHeader.js'
import { PeopleDirectory } from '../../components/content/PeopleDirectory.js'
import type { Data } from './+data.js'

export default function Page() {
  const { groups, index, page, pages, seo } = useData<Data>()
  return (
    <>
      <PageHeader title={seo.title} perex={seo.description} crumbs={seo.breadcrumbs} />
      <PeopleDirectory groups={groups} index={index} page={page} pages={pages} />
    </>
  )
}
