import { useLocale } from '../layout/useLocale.js'
import { path } from '../../config/routes.js'
import { useT } from '../../renderer/intl.js'

export function NotFound() {
  const locale = useLocale()
  const t = useT()
  return (
    <section className="error-page">
      <p className="error-page__code">404</p>
      <h1>{t('error.not_found_title')}</h1>
      <p>{t('error.not_found_text')}</p>
      <a className="button" href={path('home', locale)}>{t('error.home')}</a>
    </section>
  )
}
