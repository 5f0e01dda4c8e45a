import { ErrorPage } from './ErrorPage.js'

/** The English 404 page (route `notFound`) says what the error page says for a 404. */
export function NotFound() {
  return <ErrorPage status={404} />
}
