// Spec §2/§8: a 404 title and text, or a generic error title and text, with a button home.
import { usePageContext } from 'vike-react/usePageContext'
import { NotFound } from '../../components/content/NotFound.js'
import { path } from '../../config/routes.js'
import { useT } from '../../renderer/intl.js'
import { useLocale } from '../../components/layout/useLocale.js'

export default function Page() {
  const { is404 } = usePageContext()
  const locale = useLocale()
  const t = useT()
  if (is404) return <NotFound />
  return (
    <section className="error-page">
      <h1>{t('error.title')}</h1>
      <p>{t('error.text')}</p>
      <a className="button" href={path('home', locale)}>{t('error.home')}</a>
    </section>
  )
}
