import { useData, usePageContext } from '../../renderer/pageContext.js'
import { PostCard } from '../../components/content/Cards.js'
import { PageHeader } from '../../components/content/PageHeader.js'
import { Pagination } from '../../components/content/Pagination.js'
import { useT } from '../../shared/locales/intl.js'
import { listPagePath } from '../../shared/config/routes.js'
import type { Data } from './+data.js'

export default function Page() {
  const { posts, page, pages, seo } = useData<Data>()
  const { locale } = usePageContext()
  const t = useT()
  return (
    <>
      <PageHeader title={seo.title} perex={seo.description} crumbs={seo.breadcrumbs} />
      {/* The cards' titles are h3: a (hidden) h2 keeps the heading levels in order, as on the blog. */}
      <section aria-labelledby="career-blog-list-title">
        <h2 id="career-blog-list-title" className="visually-hidden">
          {t('blog.all_categories')}
        </h2>
        {posts.length > 0 ? (
          <div className="grid">
            {posts.map((p) => (
              <PostCard key={p.id} post={p} />
            ))}
          </div>
        ) : (
          <p className="empty-state">{t('blog.empty')}</p>
        )}
        <Pagination page={page} pages={pages} hrefFor={(n) => listPagePath('careerBlog', 'careerBlogPage', locale, n)} />
      </section>
    </>
  )
}
