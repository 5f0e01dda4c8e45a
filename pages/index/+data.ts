import type { PageContextServer } from 'vike/types'
import { path } from '../../shared/config/routes.js'
import { site } from '../../shared/config/site.js'
import { messagesOf } from '../../shared/locales/buildMessages.js'
import { content } from '../../page-data/content.js'
import { testimonialSlides } from '../../page-data/referenceSlides.js'
import { pageData } from '../../page-data/pageData.js'
import { routeAlternates } from '../../page-data/seo.js'
import { blogListSlice } from '../../page-data/blogLists.js'
import { seminarTeaser, splitSeminars } from '../../page-data/teasers.js'
import { imageData } from '../../page-data/images.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const t = messagesOf(locale)
  const contacts = content(locale, 'settings').contacts
  const groups = [...content(locale, 'serviceGroups')].sort((a, b) => a.sort - b.sort)
  return pageData(
    pageContext,
    {
      title: site.name,
      description: t('home.description'),
      path: path('home', locale),
      alternates: routeAlternates('home'),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: site.legalName,
          alternateName: site.name,
          url: site.url + path('home', locale),
          logo: site.url + '/logo.svg',
          email: contacts.email,
          telephone: contacts.phone,
          address: contacts.offices.map((o) => ({
            '@type': 'PostalAddress',
            streetAddress: o.street,
            postalCode: o.zip,
            addressLocality: o.city,
            addressCountry: 'CZ',
          })),
          sameAs: contacts.entries.map((e) => e.link).filter((l) => l.startsWith('https://')),
        },
      ],
    },
    {
      // The hero's photograph: the head office's (settings `contacts.offices[0].image`).
      hero: imageData(locale, contacts.offices[0]?.image ?? null),
      groups: groups.map((g) => ({ id: g.id, name: g.name, perex: g.perex, path: g.path })),
      // From the blog's first page: the home page depends on those teasers, not on every post.
      posts: (blogListSlice(locale, 'all:1') ?? []).slice(0, 3),
      seminars: splitSeminars(content(locale, 'seminars')).upcoming.slice(0, 3).map(seminarTeaser),
      testimonials: testimonialSlides(locale),
    },
  )
}
