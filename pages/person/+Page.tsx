import { useData, usePageContext } from '../../renderer/pageContext.js'
import { PostCard, SeminarCard } from '../../components/content/Cards.js'
import { ContactLinks } from '../../components/content/ContactLinks.js'
import { Html } from '../../components/content/Html.js'
import { PageHeader } from '../../components/content/PageHeader.js'
import { path } from '../../shared/config/routes.js'
import { useT } from '../../shared/locales/intl.js'
import type { Data } from './+data.js'
import { Picture } from '../../components/content/Picture.js'

export default function Page() {
  const { person, areas, seminars, posts, seo } = useData<Data>()
  const { locale } = usePageContext()
  const t = useT()
  return (
    <article className="person-detail">
      <PageHeader title={person.name} crumbs={seo.breadcrumbs}>
        <p className="person-detail__position">{person.position}</p>
        <p className="person-detail__group">
          {t('person.group')}: <a href={person.groupPath}>{t(`people.group.${person.group}`)}</a>
        </p>
      </PageHeader>
      <div className="layout-with-aside">
        <div>
          <p className="lead">{person.perex}</p>
          <Html html={person.bio} />
        </div>
        <aside aria-labelledby="person-contact">
          {person.photo && <Picture image={person.photo} className="person-detail__photo" alt={person.name} sizes="20rem" width={320} height={320} priority />}
          <h2 id="person-contact" className="visually-hidden">
            {t('person.contact')}
          </h2>
          <ContactLinks contact={person} />
          {areas.length > 0 && (
            <nav aria-labelledby="person-areas">
              <h2 id="person-areas">{t('person.areas')}</h2>
              <ul>
                {areas.map((a) => (
                  <li key={a.id}>
                    <a href={a.path}>{a.name}</a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </aside>
      </div>
      {seminars.length > 0 && (
        <section className="section" aria-labelledby="person-seminars">
          <h2 id="person-seminars">{t('person.seminars')}</h2>
          <ul className="grid">
            {seminars.map((s) => (
              <li key={s.id}>
                <SeminarCard seminar={s} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {posts.length > 0 && (
        <section className="section" aria-labelledby="person-posts">
          <h2 id="person-posts">{t('person.posts')}</h2>
          <ul className="grid">
            {posts.map((p) => (
              <li key={p.path}>
                <PostCard post={p} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <a href={path('people', locale)}>{t('person.all_people')}</a>
      </p>
    </article>
  )
}
