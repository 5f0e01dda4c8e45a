import { useData, usePageContext } from '../../renderer/pageContext.js'
import { PostCard } from '../../components/content/Cards.js'
import { InfoArticle } from '../../components/content/InfoArticle.js'
import { JobList } from '../../components/content/JobList.js'
import { path } from '../../shared/config/routes.js'
import { useT } from '../../shared/locales/intl.js'
import type { Data } from './+data.js'

export default function Page() {
  const { page, jobs, posts, seo } = useData<Data>()
  const { locale } = usePageContext()
  const t = useT()
  return (
    <InfoArticle page={page} crumbs={seo.breadcrumbs}>
      <section className="section" aria-labelledby="career-jobs">
        <h2 id="career-jobs">{t('career.jobs_title')}</h2>
        {jobs.length > 0 ? <JobList jobs={jobs} heading="h3" /> : <p>{t('jobs.none')}</p>}
        <a href={path('jobs', locale)}>{t('career.jobs_all')}</a>
      </section>
      {posts.length > 0 && (
        <section className="section" aria-labelledby="career-blog">
          <h2 id="career-blog">{t('career.blog_title')}</h2>
          <ul className="grid">
            {posts.map((p) => (
              <li key={p.id}>
                <PostCard post={p} />
              </li>
            ))}
          </ul>
          <a href={path('careerBlog', locale)}>{t('career.blog_all')}</a>
        </section>
      )}
      <nav className="section" aria-labelledby="career-links">
        <h2 id="career-links">{t('career.links')}</h2>
        <ul>
          <li>
            <a href={path('jobs', locale)}>{t('route.jobs')}</a>
          </li>
          <li>
            <a href={path('careerBlog', locale)}>{t('route.careerBlog')}</a>
          </li>
          <li>
            <a href={path('timeForChange', locale)}>{t('route.timeForChange')}</a>
          </li>
        </ul>
      </nav>
    </InfoArticle>
  )
}
