// Small content and build fixtures for the map's unit tests: two service groups (one with the
// same slug in both locales), services (one Czech-only, one with equal slugs), a blog post, an
// information page and a page bound to a fixed route. `posts` adds blog posts with other slugs in
// each locale, for a map of a large site (each adds 4 entries: the other locale's slug under
// each prefix, the id without its slug under each prefix).
import type { MapContent } from './map.js'
import type { BuildIndex } from '../staticFiles.js'

const item = (id: number, slug: string, path: string) => ({ id, slug, path })

/** Blog posts 1000, 1001, … with a slug of each locale's own. */
const morePosts = (posts: number, slug: (id: number) => string, prefix: string) =>
  Array.from({ length: posts }, (_, i) => {
    const id = 1000 + i
    return item(id, slug(id), `${prefix}/blog/${id}/${slug(id)}`)
  })

export function fixtureContent(posts = 0): MapContent {
  return {
    cs: {
      serviceGroups: [item(12, 'dane', '/sluzby/12/dane'), item(18, 'audit', '/sluzby/18/audit')],
      services: [
        { ...item(101, 'dph', '/sluzby/12/dane/dph'), group_id: 12 },
        { ...item(102, 'osvc', '/sluzby/12/dane/osvc'), group_id: 12 },
        { ...item(109, 'due-diligence', '/sluzby/18/audit/due-diligence'), group_id: 18 },
      ],
      blogPosts: [item(30, 'jubileum', '/blog/30/jubileum'), ...morePosts(posts, (id) => `danove-novinky-a-zmeny-v-ucetnictvi-${id}`, '')],
      careerPosts: [],
      jobs: [],
      seminars: [],
      glossary: [],
      pages: [
        { ...item(1, 'podminky', '/info/1/podminky'), route_key: null },
        { ...item(10, 'o-nas', '/o-nas'), route_key: 'about' },
      ],
      people: [{ id: 1, path: '/lide/1' }],
      references: [{ id: 3, path: '/reference#reference-3' }],
      documents: [],
      podcastEpisodes: [],
      podcastGuests: [],
    },
    en: {
      serviceGroups: [item(12, 'taxes', '/en/services/12/taxes'), item(18, 'audit', '/en/services/18/audit')],
      services: [
        { ...item(101, 'vat', '/en/services/12/taxes/vat'), group_id: 12 },
        { ...item(109, 'due-diligence', '/en/services/18/audit/due-diligence'), group_id: 18 },
      ],
      blogPosts: [item(30, 'anniversary', '/en/blog/30/anniversary'), ...morePosts(posts, (id) => `tax-news-and-changes-in-accounting-${id}`, '/en')],
      careerPosts: [],
      jobs: [],
      seminars: [],
      glossary: [],
      pages: [
        { ...item(1, 'terms', '/en/info/1/terms'), route_key: null },
        { ...item(10, 'o-nas', '/en/about-us'), route_key: 'about' },
      ],
      people: [{ id: 1, path: '/en/people/1' }],
      references: [{ id: 3, path: '/en/references#reference-3' }],
      documents: [],
      podcastEpisodes: [],
      podcastGuests: [],
    },
  }
}

/** Every page path of the fixture content (by default the small one), plus the fixed routes the tests name. */
export function fixtureBuild(extraFiles: string[] = ['/favicon.svg'], content: MapContent = fixtureContent()): BuildIndex & { pages: string[] } {
  const pages = [
    '/',
    '/en',
    '/kontakty',
    '/en/contacts',
    '/lide',
    '/en/people',
    '/blog',
    '/o-nas',
    '/en/about-us',
    '/mimo-provoz',
    '/en/maintenance',
    ...Object.values(content).flatMap((c) => [c.serviceGroups, c.services, c.blogPosts, c.pages, c.people].flatMap((list) => list.map((i) => i.path))),
  ]
  const set = new Set(pages)
  const files = new Set(extraFiles)
  return { pages: [...set].sort(), isPage: (p) => set.has(p), isFile: (p) => set.has(p) || files.has(p), lowerPages: new Set([...set].map((p) => p.toLowerCase())) }
}
