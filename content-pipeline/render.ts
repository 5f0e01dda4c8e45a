// Stage 4: every Markdown field becomes sanitized HTML (markdown.ts) and every Link field of the
// settings and posters is resolved (links.ts), per locale. Also lists each /media/ path the
// output references, with the first place that references it (the media stage downloads them).
import { type Locale, localeCodes } from '../config/locales.js'
import type { LocaleContent } from './model.js'
import { type ContentKind, contentKinds } from './schemas/endpoints.js'
import type { Issues, Place } from './issues.js'
import type { LinkResolver } from './links.js'
import { createMarkdownRenderer, isMediaPath } from './markdown.js'
import { type PerLocale, perLocale } from './util.js'

export type MediaRefs = Map<string, string>

export type Rendered = { content: PerLocale<LocaleContent>; media: MediaRefs }

export function renderContent(content: PerLocale<LocaleContent>, links: LinkResolver, issues: Issues): Rendered {
  const renderer = createMarkdownRenderer()
  const media: MediaRefs = new Map()
  const addMedia = (path: string, where: Place) => {
    if (!media.has(path)) media.set(path, `${where.endpoint} · ${where.kind}${where.subject ? ' · ' + where.subject : ''}${where.field ? ' · ' + where.field : ''}`)
  }

  const rendered = perLocale((locale): LocaleContent => {
    const c = content[locale]
    const where = (kind: ContentKind, id: number, field: string): Place =>
      ({ endpoint: `GET ${contentKinds[kind].path}/${locale}`, kind, subject: `id ${id}`, field })
    const md = (kind: ContentKind, id: number, field: string, text: string) =>
      renderer.render(text, { locale, where: where(kind, id, field), links, issues, media: addMedia })
    const settingsPlace = (subject: string, field: string): Place =>
      ({ endpoint: `GET /api/settings/${locale}`, kind: 'settings', subject, field })
    const link = (href: string, at: Place) => links.resolve(href, locale, at) ?? href

    return {
      ...c,
      serviceGroups: c.serviceGroups.map((g) => ({ ...g, body: md('serviceGroups', g.id, 'body', g.body) })),
      services: c.services.map((s) => ({
        ...s,
        body: md('services', s.id, 'body', s.body),
        faq: s.faq.map((f, i) => ({ ...f, answer: md('services', s.id, `faq.${i}.answer`, f.answer) })),
      })),
      people: c.people.map((p) => ({ ...p, bio: md('people', p.id, 'bio', p.bio) })),
      blogPosts: c.blogPosts.map((p) => ({ ...p, body: md('blogPosts', p.id, 'body', p.body) })),
      careerPosts: c.careerPosts.map((p) => ({ ...p, body: md('careerPosts', p.id, 'body', p.body) })),
      jobs: c.jobs.map((j) => ({ ...j, body: md('jobs', j.id, 'body', j.body) })),
      seminars: c.seminars.map((s) => ({ ...s, body: md('seminars', s.id, 'body', s.body) })),
      glossary: c.glossary.map((g) => ({ ...g, body: md('glossary', g.id, 'body', g.body) })),
      references: c.references.map((r) => ({ ...r, body: md('references', r.id, 'body', r.body) })),
      podcastEpisodes: c.podcastEpisodes.map((e) => ({ ...e, body: md('podcastEpisodes', e.id, 'body', e.body) })),
      podcastGuests: c.podcastGuests.map((g) => ({ ...g, bio: md('podcastGuests', g.id, 'bio', g.bio) })),
      pages: c.pages.map((p) => ({ ...p, body: md('pages', p.id, 'body', p.body) })),
      settings: {
        ...c.settings,
        contacts: {
          ...c.settings.contacts,
          entries: c.settings.contacts.entries.map((e, i) => ({ ...e, link: link(e.link, settingsPlace('record contacts', `value.entries.${i}.link`)) })),
        },
        topMenu: c.settings.topMenu.map((item, i) => ({
          ...item,
          link: link(item.link, settingsPlace('record topmenu', `value.${i}.link`)),
          submenu: item.submenu.map((s, j) => ({ ...s, link: link(s.link, settingsPlace('record topmenu', `value.${i}.submenu.${j}.link`)) })),
        })),
        bottomMenu: c.settings.bottomMenu.map((group, i) => ({
          ...group,
          links: group.links.map((l, j) => ({ ...l, link: link(l.link, settingsPlace('record bottommenu', `value.${i}.links.${j}.link`)) })),
        })),
      },
      posters: {
        desktop: c.posters.desktop.map((b, i) => ({ ...b, url: b.url === null ? null : link(b.url, posterPlace(locale, 'banner.popup_desktop', i)) })),
        mobile: c.posters.mobile.map((b, i) => ({ ...b, url: b.url === null ? null : link(b.url, posterPlace(locale, 'banner.popup_mobile', i)) })),
      },
    }
  })

  for (const locale of localeCodes) collectMediaFields(rendered[locale], locale, media)
  return { content: rendered, media }
}

function posterPlace(locale: Locale, group: string, index: number): Place {
  return { endpoint: `GET /api/poster/all/${locale}`, kind: 'posters', subject: `${group} ${index}`, field: 'url' }
}

/**
 * Media paths in plain fields (image, photo, logo, audio, file.path, a link to a PDF…): any
 * string that is a whole /media/ path. HTML fields never match (they start with `<`).
 */
function collectMediaFields(content: LocaleContent, locale: Locale, media: MediaRefs) {
  const visit = (value: unknown, kind: string, subject: string, path: string[]) => {
    if (typeof value === 'string') {
      if (isMediaPath(value) && !media.has(value)) media.set(value, `${locale} · ${kind}${subject ? ' · ' + subject : ''} · ${path.join('.')}`)
      return
    }
    if (Array.isArray(value)) {
      value.forEach((v, i) => {
        const id = typeof v === 'object' && v !== null && 'id' in v && typeof v.id === 'number' && path.length === 0 ? `id ${v.id}` : ''
        visit(v, kind, id || subject, id ? [] : [...path, String(i)])
      })
      return
    }
    if (typeof value === 'object' && value !== null) {
      for (const [key, v] of Object.entries(value)) {
        // A document's `path`/`alternates` are its file's path too: the same file, kept once.
        visit(v, kind, subject, [...path, key])
      }
    }
  }
  for (const [kind, value] of Object.entries(content)) visit(value, kind, '', [])
}
