// Spec §2/§8: the error page — a 404 title and text, or a generic error title and text, under the
// status code, with a button home; a fallback with details if rendering it fails.
import { ErrorPage } from '../../components/content/ErrorPage.js'
import { usePageContext } from '../../renderer/pageContext.js'

export default function Page() {
  // Set for error pages by renderer/clientContext.ts (renderer/errorStatus.ts).
  return <ErrorPage status={usePageContext().errorStatus ?? 500} />
}
