import { useData } from '../../renderer/pageContext.js'
import { ArticleMeta } from '../../components/content/ArticleMeta.js'
import { PostCard } from '../../components/content/Cards.js'
import { Html } from '../../components/content/Html.js'
import { PageHeader } from '../../components/content/PageHeader.js'
import { useT } from '../../shared/locales/intl.js'
import type { Data } from './+data.js'
import { Picture } from '../../components/content/Picture.js'

export default function Page() {
  const { post, author, related, seo } = useData<Data>()
  const t = useT()
  return (
    <>
      <article className="article" data-post-id={post.id}>
        <PageHeader title={post.title} perex={post.perex} crumbs={seo.breadcrumbs}>
          <ArticleMeta publishedAt={post.published_at} author={author} />
        </PageHeader>
        {post.image && <Picture image={post.image} className="article__image" alt="" sizes="(min-width: 80rem) 75rem, calc(100vw - 2.5rem)" width={1200} height={675} priority />}
        <Html html={post.body} />
      </article>
      {related.length > 0 && (
        <section className="section" aria-labelledby="post-related">
          <h2 id="post-related">{t('post.more_career')}</h2>
          <div className="grid">
            {related.map((p) => (
              <PostCard key={p.id} post={p} />
            ))}
          </div>
        </section>
      )}
    </>
  )
}
