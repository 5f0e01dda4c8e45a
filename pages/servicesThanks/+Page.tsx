import { usePageContext } from '../../renderer/pageContext.js'
import { ThanksMessage } from '../../components/content/ThanksMessage.js'
import { path } from '../../shared/config/routes.js'
import { useT } from '../../shared/locales/intl.js'

export default function Page() {
  const { locale } = usePageContext()
  const t = useT()
  return <ThanksMessage title={t('route.servicesThanks')} text="thanks.services_text" back={{ label: t('thanks.back_services'), href: path('services', locale) }} />
}
