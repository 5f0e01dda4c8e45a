import { useData } from 'vike-react/useData'
import { ArticleView } from '../../components/ArticleView.js'
import type { Data } from './+data.js'

export default function Page() {
  return <ArticleView article={useData<Data>()} />
}
