// Spec §2/§8: the error page — a 404 title and text, or a generic error title and text, under the
// status code, with a button home; a fallback with details if rendering it fails.
import { usePageContext } from 'vike-react/usePageContext'
import { ErrorPage } from '../../components/content/ErrorPage.js'
import { errorStatus } from './status.js'

export default function Page() {
  return <ErrorPage status={errorStatus(usePageContext())} />
}
