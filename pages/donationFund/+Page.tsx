import { useData } from '../../renderer/pageContext.js'
import { InfoArticle } from '../../components/content/InfoArticle.js'
import type { Data } from './+data.js'

export default function Page() {
  const { page, seo } = useData<Data>()
  return <InfoArticle page={page} crumbs={seo.breadcrumbs} />
}
