import { useData } from '../../renderer/pageContext.js'
import { PageHeader } from '../../components/content/PageHeader.js'
import { SeminarDirectory } from '../../components/content/SeminarDirectory.js'
import type { Data } from './+data.js'
import { path } from '../../config/routes.js'
import { useLocale, useT } from '../../locales/intl.js'

export default function Page() {
  const { upcoming, past, areas, seo, calendar } = useData<Data>()
  const locale = useLocale()
  const t = useT()
  return (
    <>
      <PageHeader title={seo.title} perex={seo.description} crumbs={seo.breadcrumbs}>
        <p>
          <a href={path('publications', locale)}>{t('seminars.publications_link')}</a>
        </p>
        <p>
          <a href={calendar.href} type="text/calendar">
            {calendar.label}
          </a>
        </p>
      </PageHeader>
      <SeminarDirectory upcoming={upcoming} past={past} areas={areas} />
    </>
  )
}
