// Spec §4, §6: pages are protected by default, a page can opt out (public), and guest-only pages
// send a logged-in visitor to '/'. Here every route must say which it is (the record is
// exhaustive, so a new route cannot be added without a decision): the content pages opt out,
// the account is protected, the login page is for guests. Small and always loaded: the guard
// decides from the stored token alone; a protected page checks the token with GET /api/me.
import type { RouteKey } from '../../shared/config/routes.js'

export type Access = 'public' | 'protected' | 'guest'

const access: { readonly [K in RouteKey]: Access } = {
  home: 'public',
  podcast: 'public',
  podcastPage: 'public',
  podcastGuests: 'public',
  podcastGuestsPage: 'public',
  blog: 'public',
  blogPage: 'public',
  blogCategory: 'public',
  blogCategoryPage: 'public',
  blogArchive: 'public',
  blogArchivePage: 'public',
  blogPost: 'public',
  timeForChange: 'public',
  donationFund: 'public',
  documents: 'public',
  documentsPage: 'public',
  search: 'public',
  career: 'public',
  jobs: 'public',
  jobsPage: 'public',
  careerThanks: 'public',
  job: 'public',
  careerBlog: 'public',
  careerBlogPage: 'public',
  careerPost: 'public',
  contacts: 'public',
  people: 'public',
  peoplePage: 'public',
  person: 'public',
  maintenance: 'public',
  about: 'public',
  references: 'public',
  referencesPage: 'public',
  seminars: 'public',
  seminarsPage: 'public',
  seminar: 'public',
  glossary: 'public',
  glossaryPage: 'public',
  glossaryTerm: 'public',
  services: 'public',
  servicesThanks: 'public',
  serviceGroup: 'public',
  service: 'public',
  infoPage: 'public',
  reliablePartner: 'public',
  notFound: 'public',
  publications: 'public',
  cart: 'public',
  login: 'guest',
  account: 'protected',
}

/** A route's access; a page outside the table (an error page) is public. */
export function accessOf(key: RouteKey | null | undefined): Access {
  return key ? access[key] : 'public'
}

/** Where the login page sends the visitor back to (§4: the remembered path), in sessionStorage. */
export const rememberedPathKey = 'auth.redirect'
