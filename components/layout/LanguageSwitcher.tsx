// Links to the same page in the other locale. Spec §2: switching to English from a blog,
// career or training page goes to the English home page.
import { usePageContext } from '../../renderer/pageContext.js'
import { locales, type Locale } from '../../shared/config/locales.js'
import { path, type RouteKey } from '../../shared/config/routes.js'
import { rememberLocale } from '../../client/locale.js'
import { alternateFor, type Seo } from '../../page-data/seo.js'
import { useLocale, useT } from '../../shared/locales/intl.js'

const toEnglishHome = new Set<RouteKey>([
  'blog',
  'blogPage',
  'blogCategory',
  'blogCategoryPage',
  'blogArchive',
  'blogArchivePage',
  'blogPost',
  'career',
  'jobs',
  'jobsPage',
  'job',
  'careerThanks',
  'careerBlog',
  'careerBlogPage',
  'careerPost',
  'seminars',
  'seminar',
])

export function switchTarget(seo: Seo, routeKey: RouteKey | undefined, target: Locale): string {
  if (target === 'en' && routeKey && toEnglishHome.has(routeKey)) return path('home', target)
  return alternateFor(seo.alternates, target) ?? path('home', target)
}

export function LanguageSwitcher({ seo }: { seo: Seo }) {
  const t = useT()
  const { routeKey } = usePageContext()
  const locale = useLocale()
  return (
    <nav className="lang-switch" aria-label={t('lang.label')}>
      <ul>
        {locales.map((l) => (
          <li key={l.code}>
            {l.code === locale ? (
              <span aria-current="true" lang={l.code}>
                {l.code.toUpperCase()}
              </span>
            ) : (
              <a
                href={switchTarget(seo, routeKey, l.code)}
                hrefLang={l.hreflang}
                lang={l.code}
                data-locale={l.code}
                // The explicit choice wins over browser languages on later visits (spec §4, §9).
                onClick={() => rememberLocale(l.code)}
              >
                <span aria-hidden="true">{l.code.toUpperCase()}</span>
                <span className="visually-hidden">{t(`lang.name_${l.code}`)}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
