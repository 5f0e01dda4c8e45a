import { useData } from '../../renderer/pageContext.js'
import { PageHeader } from '../../components/content/PageHeader.js'
import { clientOnly } from '../../components/shop/ClientOnly.js'
import { useT } from '../../shared/locales/intl.js'
import type { Data } from './+data.js'

// A protected page (spec §4): the layout's guard sends a guest to the login page first.
const AccountView = clientOnly(() => import('../../components/shop/AccountView.js').then((m) => m.AccountView))

export default function Page() {
  const { seo } = useData<Data>()
  const t = useT()
  return (
    <>
      <PageHeader title={seo.title} crumbs={seo.breadcrumbs} />
      <AccountView fallback={t('signin.checking')} />
    </>
  )
}
