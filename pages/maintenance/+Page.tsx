// Spec §4/§8: where visitors are sent while settings say maintenance is enabled.
import { useT } from '../../shared/locales/intl.js'

export default function Page() {
  const t = useT()
  return (
    <section className="maintenance-page">
      <h1>{t('maintenance.title')}</h1>
      <p>{t('maintenance.text')}</p>
    </section>
  )
}
