import { useData } from '../../renderer/pageContext.js'
import { PageHeader } from '../../components/content/PageHeader.js'
import { clientOnly } from '../../components/shop/ClientOnly.js'
import { useT } from '../../shared/locales/intl.js'
import type { Data } from './+data.js'

// Client-only (issue 10): the form loads after hydration; the pre-rendered page is noindex.
const LoginForm = clientOnly(() => import('../../components/shop/LoginForm.js').then((m) => m.LoginForm))

export default function Page() {
  const { seo } = useData<Data>()
  const t = useT()
  return (
    <>
      <PageHeader title={seo.title} perex={t('signin.login_intro')} crumbs={seo.breadcrumbs} />
      <LoginForm fallback={t('signin.checking')} />
    </>
  )
}
