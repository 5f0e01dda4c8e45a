import { useData } from '../../renderer/pageContext.js'
import { PageHeader } from '../../components/content/PageHeader.js'
import { Pagination } from '../../components/content/Pagination.js'
import { SeminarDirectory } from '../../components/content/SeminarDirectory.js'
import type { Data } from './+data.js'
import { listPagePath, path } from '../../shared/config/routes.js'
import { useLocale, useT } from '../../shared/locales/intl.js'

export default function Page() {
  const { upcoming, past, areas, page, pages, seo, calendar } = useData<Data>()
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
      {/* A later page of a long list may hold past seminars only: no "no dates" notice there. */}
      <SeminarDirectory upcoming={upcoming} past={past} areas={areas} upcomingSection={page === 1 || upcoming.length > 0} />
      <Pagination page={page} pages={pages} hrefFor={(n) => listPagePath('seminars', 'seminarsPage', locale, n)} />
    </>
  )
}
