import { useData, usePageContext } from '../../renderer/pageContext.js'
import { BlogCategoryFilter } from '../../components/content/BlogCategoryFilter.js'
import { PostCard } from '../../components/content/Cards.js'
import { PageHeader } from '../../components/content/PageHeader.js'
import { Pagination } from '../../components/content/Pagination.js'
import { useT } from '../../shared/locales/intl.js'
import type { Data } from './+data.js'
import { blogListPath } from './paths.js'

export default function Page() {
  const { posts, page, pages, category, filter, seo } = useData<Data>()
  const { locale } = usePageContext()
  const t = useT()
  const hrefFor = (n: number) => blogListPath(locale, n, category?.slug)
  return (
    <>
      <PageHeader title={seo.title} perex={seo.description} crumbs={seo.breadcrumbs} />
      <div className="layout-with-aside">
        <section aria-labelledby="blog-list-title">
          <h2 id="blog-list-title" className="visually-hidden">
            {category?.name ?? t('blog.all_categories')}
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
          <Pagination page={page} pages={pages} hrefFor={hrefFor} />
        </section>
        <aside>
          <BlogCategoryFilter categories={filter.categories} total={filter.total} currentId={category?.id ?? null} onFirstPage={page === 1} />
        </aside>
      </div>
    </>
  )
}
