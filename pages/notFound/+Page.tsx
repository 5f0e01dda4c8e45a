import { NotFound } from '../../components/content/NotFound.js'

export default function Page() {
  return <NotFound />
}
