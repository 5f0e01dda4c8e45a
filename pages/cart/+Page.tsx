import { useData } from '../../renderer/pageContext.js'
import { PageHeader } from '../../components/content/PageHeader.js'
import { clientOnly } from '../../components/shop/ClientOnly.js'
import { useT } from '../../shared/locales/intl.js'
import type { Data } from './+data.js'

const CartView = clientOnly(() => import('../../components/shop/CartView.js').then((m) => m.CartView))

export default function Page() {
  const { seo } = useData<Data>()
  const t = useT()
  return (
    <>
      <PageHeader title={seo.title} crumbs={seo.breadcrumbs} />
      <CartView fallback={t('cart.loading')} />
    </>
  )
}
