import { useData } from '../../renderer/pageContext.js'
import { PageHeader } from '../../components/content/PageHeader.js'
import { AddToCart } from '../../components/shop/AddToCart.js'
import { CurrencyPicker } from '../../components/shop/CurrencyPicker.js'
import { LivePrice } from '../../components/shop/LivePrice.js'
import { useT } from '../../shared/locales/intl.js'
import type { Data } from './+data.js'
import '../../components/shop/shop.css'

export default function Page() {
  const { publications, seo } = useData<Data>()
  const t = useT()
  return (
    <>
      <PageHeader title={seo.title} perex={seo.description} crumbs={seo.breadcrumbs} />
      {publications.length === 0 ? (
        <p className="empty-state">{t('publications.empty')}</p>
      ) : (
        <>
          <CurrencyPicker />
          <ul className="publication-list">
            {publications.map((p) => (
              <li key={p.id} className="publication-card" data-product={p.id}>
                <h2>{p.name}</h2>
                <p>{p.category}</p>
                <p className="publication-card__price">
                  <LivePrice amount={p.price} />
                </p>
                <AddToCart productId={p.id} name={p.name} variants={p.variants} />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  )
}
