// Spec §2/§8: what an error page says — the status code, the 404 title and text or the generic
// ones, and a button home.
import { path } from '../../shared/config/routes.js'
import { useT } from '../../shared/locales/intl.js'
import { useLocale } from '../layout/useLocale.js'

export function ErrorMessage({ status }: { status: number }) {
  const locale = useLocale()
  const t = useT()
  const notFound = status === 404
  return (
    <section className="error-page">
      <p className="error-page__code">{status}</p>
      <h1>{t(notFound ? 'error.not_found_title' : 'error.title')}</h1>
      <p>{t(notFound ? 'error.not_found_text' : 'error.text')}</p>
      <a className="button" href={path('home', locale)}>
        {t('error.home')}
      </a>
    </section>
  )
}
