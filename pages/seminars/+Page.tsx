import { useData } from 'vike-react/useData'
import { PageHeader } from '../../components/content/PageHeader.js'
import { SeminarDirectory } from '../../components/content/SeminarDirectory.js'
import type { Data } from './+data.js'

export default function Page() {
  const { upcoming, past, areas, seo } = useData<Data>()
  return (
    <>
      <PageHeader title={seo.title} perex={seo.description} crumbs={seo.breadcrumbs} />
      <SeminarDirectory upcoming={upcoming} past={past} areas={areas} />
    </>
  )
}
