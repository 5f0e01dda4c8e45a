// The long lists of a network firm's site (the sample API's generator), built and served: the
// glossary, the documents, the podcast, the references, the people and the jobs come in pages of
// the constants' size, as does the blog archive, every item on exactly one of them; the index of
// the glossary's letters, the documents' categories, the people's groups and the archive's years
// leads to the page a section starts on, and an episode's or a reference's path (an
// anchor) to the page it is on, also after a rebuild that moved episodes to other pages.
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { constants } from '../../shared/config/constants.js'
import type { Locale } from '../../shared/config/locales.js'
import { path } from '../../shared/config/routes.js'
import type { ItemPaths } from '../../content-pipeline/model.js'
import { differing, projectCopy, publishedTree, runIn } from '../../publishing/testing.js'
import { fileForUrl } from '../../hosting/staticFiles.js'
import { generateDataset } from '../../tools/sample-api/generate.js'
import { startSampleApi, type SampleApi } from '../../tools/sample-api/server.js'
import { catalogs } from '../../shared/locales/intl.js'
import { startSite, watchProblems } from './browser.js'
import { limits } from '../../hosting/redirects/emit/static-hosts.js'
import { vercelBulkFile } from '../../hosting/redirects/emit/vercel.js'
import { readRules, type HostRules } from '../../hosting/redirects/rules.js'
import { mapProblems, sample } from '../hosting/mapCheck.js'
import { startApache, startNginx, type RunningServer } from '../hosting/servers.js'

let box = ''
let api: SampleApi | undefined
let site: Awaited<ReturnType<typeof startSite>> | undefined

beforeAll(async () => {
  box = projectCopy()
  // ~150 glossary terms and ~25 documents across both locales: more than a page of each.
  api = await startSampleApi({ port: 0, host: '127.0.0.1', control: true, dataset: generateDataset({ scale: 900, seed: 'lists' }), dataDir: join(box, '.sample-api-data') })
  const built = await run('build')
  expect(built.code, built.out.slice(-3000)).toBe(0)
  site = await startSite({ root: join(box, 'dist/client') })
}, 600_000)

afterAll(async () => {
  await site?.close()
  await api?.close()
  if (box) rmSync(box, { recursive: true, force: true })
})

// Every host (no HOSTS): each takes a network site's map in the form its host documents (issue 39).
const run = (command: 'build' | 'rebuild') => runIn(box, [command], { CONTENT_API_URL: api?.url ?? '' })
const itemPaths = (locale: Locale): ItemPaths => JSON.parse(readFileSync(join(box, 'content/generated', locale, 'itemPaths.json'), 'utf8')) as ItemPaths
const html = async (p: string) => {
  const res = await fetch((site?.url ?? '') + p)
  expect(res.status, p).toBe(200)
  return res.text()
}
/** The page's links to items of a list (`all`: their paths), in order. */
const linksIn = (page: string, all: ReadonlySet<string>) => [...page.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? '').filter((href) => all.has(href))
/** The ids of the page's articles that are items of a list (`episode-12`). */
const articlesIn = (page: string, prefix: string) => [...page.matchAll(new RegExp(`<article id="(${prefix}-\\d+)"`, 'g'))].map((m) => m[1] ?? '')

/** Every page of a list, following its "next" links from page 1. */
async function listPages(first: string): Promise<{ path: string; html: string }[]> {
  const out: { path: string; html: string }[] = []
  for (let p: string | undefined = first; p; ) {
    const page = await html(p)
    out.push({ path: p, html: page })
    p = /<a href="([^"]+)" rel="next">/.exec(page)?.[1]
    expect(out.length).toBeLessThan(100)
  }
  return out
}

const kinds = {
  glossary: { pageKey: 'glossaryPage', items: 'glossary', size: constants.pageSize.glossary },
  documents: { pageKey: 'documentsPage', items: 'documents', size: constants.pageSize.documents },
  podcast: { pageKey: 'podcastPage', items: 'podcastEpisodes', anchor: 'episode', size: constants.pageSize.podcast },
  references: { pageKey: 'referencesPage', items: 'references', anchor: 'reference', size: constants.pageSize.references },
  people: { pageKey: 'peoplePage', items: 'people', size: constants.pageSize.people },
  jobs: { pageKey: 'jobsPage', items: 'jobs', size: constants.pageSize.jobs },
  blogArchive: { pageKey: 'blogArchivePage', items: 'blogPosts', size: constants.pageSize.blogArchive },
} as const

describe.each([
  { locale: 'cs' as const, list: 'glossary' as const },
  { locale: 'en' as const, list: 'glossary' as const },
  { locale: 'cs' as const, list: 'documents' as const },
  { locale: 'en' as const, list: 'documents' as const },
  { locale: 'cs' as const, list: 'podcast' as const },
  { locale: 'en' as const, list: 'podcast' as const },
  { locale: 'cs' as const, list: 'references' as const },
  { locale: 'en' as const, list: 'references' as const },
  { locale: 'cs' as const, list: 'people' as const },
  { locale: 'en' as const, list: 'people' as const },
  { locale: 'cs' as const, list: 'jobs' as const },
  { locale: 'en' as const, list: 'jobs' as const },
  { locale: 'cs' as const, list: 'blogArchive' as const },
  { locale: 'en' as const, list: 'blogArchive' as const },
])('the $list list in $locale at network scale', ({ locale, list }) => {
  const kind = kinds[list]
  const { pageKey, items, size } = kind
  it('comes in pages of the page size, each item on exactly one page (where its path leads), in the sitemap', async () => {
    const all = itemPaths(locale)[items].map((i) => i.path)
    expect(all.length).toBeGreaterThan(size)
    const pages = await listPages(path(list, locale))
    expect(pages.map((p) => p.path)).toEqual([path(list, locale), ...Array.from({ length: pages.length - 1 }, (_, i) => path(pageKey, locale, { page: i + 2 }))])
    expect(pages.length).toBe(Math.ceil(all.length / size))
    // A linked item by its link; an anchored one by its anchor on the page it is on.
    const onPages = pages.map((p) => ('anchor' in kind ? articlesIn(p.html, kind.anchor).map((id) => `${p.path}#${id}`) : linksIn(p.html, new Set(all))))
    for (const l of onPages.slice(0, -1)) expect(l).toHaveLength(size)
    expect(onPages.flat().sort()).toEqual([...all].sort())
    const sitemap = await html('/sitemap.xml')
    for (const p of pages) expect(sitemap).toContain(`${p.path}</loc>`)
  })
})

describe.each([
  // laterPage: this dataset has a section of the list that starts on a later page.
  { locale: 'cs' as const, list: 'glossary' as const, laterPage: true },
  { locale: 'en' as const, list: 'glossary' as const, laterPage: true },
  { locale: 'cs' as const, list: 'documents' as const, laterPage: true },
  { locale: 'en' as const, list: 'documents' as const, laterPage: false },
  { locale: 'cs' as const, list: 'people' as const, laterPage: false },
  { locale: 'cs' as const, list: 'blogArchive' as const, laterPage: true },
])('the $list index in $locale at network scale', ({ locale, list, laterPage }) => {
  const { pageKey } = kinds[list]
  it('leads from its index to the page a section starts on, in the browser', async () => {
    const page = await site!.browser.newPage()
    const problems = watchProblems(page)
    await page.goto(site!.url + path(list, locale))
    // The last section that starts on a later page, else the last one (an anchor on this page).
    const indexLinks = 'nav.letter-index a, nav.section-index a, .filter-aside nav a'
    const elsewhere = page.locator(
      indexLinks
        .split(', ')
        .map((l) => `${l}[href^="/"]`)
        .join(', '),
    )
    expect((await elsewhere.count()) > 0).toBe(laterPage)
    const link = laterPage ? elsewhere.last() : page.locator(indexLinks).last()
    const href = (await link.getAttribute('href')) ?? ''
    const [target, id] = href.split('#')
    if (laterPage) expect(target).toMatch(new RegExp(`^${path(pageKey, locale, { page: 0 }).replace(/0$/, '')}\\d+$`))
    else expect(target).toBe('')
    await link.click()
    await page.waitForURL((u) => u.pathname === (target || path(list, locale)) && u.hash === `#${id}`)
    const section = page.locator(`section[id="${id}"]`)
    await expect.poll(() => section.isVisible()).toBe(true)
    await expect.poll(() => section.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true)
    if (laterPage) {
      // The page says which page it is, and leads back.
      expect(await page.locator('main h1').textContent()).toMatch(/– (strana|page) \d+$/)
      expect(await page.locator('nav.pagination a[rel="prev"]').count()).toBe(1)
    }
    expect(problems).toEqual([])
    await page.close()
  })
})

describe.each([
  { locale: 'cs' as const, list: 'podcast' as const },
  { locale: 'en' as const, list: 'references' as const },
])('the $list list in $locale at network scale', ({ locale, list }) => {
  it('shows an item of a later page where its path leads, in the browser', async () => {
    const items = itemPaths(locale)[kinds[list].items]
    const item = items.map((i) => i.path).find((p) => p.startsWith(path(kinds[list].pageKey, locale, { page: 2 })))
    expect(item).toBeDefined()
    const page = await site!.browser.newPage()
    const problems = watchProblems(page)
    await page.goto(site!.url + (item ?? ''))
    const target = page.locator(`article[id="${(item ?? '').split('#')[1]}"]`)
    await expect.poll(() => target.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight && el.getBoundingClientRect().bottom > 0)).toBe(true)
    expect(problems).toEqual([])
    await page.close()
  })
})

describe('the redirect map on the real nginx and Apache, with the files this build wrote', () => {
  const servers: RunningServer[] = []
  let rules: HostRules | undefined
  const hosting = (...p: string[]) => join(box, 'dist/hosting', ...p)

  beforeAll(async () => {
    rules = readRules(hosting('rules.json'))
    const read = (...p: string[]) => readFileSync(hosting(...p), 'utf8')
    servers.push(await startNginx({ root: join(box, 'dist/client'), http: read('nginx', 'korvina-http.conf'), server: read('nginx', 'korvina-server.conf') }))
    servers.push(await startApache({ root: join(box, 'dist/client'), serverConf: read('apache', 'korvina-server.conf') }))
  }, 60_000)
  afterAll(async () => {
    for (const s of servers) await s.close()
  })

  it('wrote every host in the form for a large map, none left out', () => {
    const report = JSON.parse(readFileSync(join(box, 'dist/build-report.json'), 'utf8')) as { warnings: string[] }
    expect(report.warnings.filter((w) => w.includes('left out'))).toEqual([])
    expect(rules?.redirects.length).toBeGreaterThan(limits.cloudflare.staticRedirects)
    expect(readFileSync(join(box, 'dist/client/.htaccess'), 'utf8')).toContain('korvina_redirects')
    expect(JSON.parse(readFileSync(hosting('cloudflare', '_routes.json'), 'utf8'))).toMatchObject({ include: ['/*'] })
    expect(JSON.parse(readFileSync(join(box, 'dist/client/vercel.json'), 'utf8'))).toMatchObject({ bulkRedirectsPath: vercelBulkFile })
  })

  it('answers every legacy entry and a random 1,000 of the map with one 301 to a page that answers 200, the query kept where §9 says', async () => {
    const all = rules?.redirects ?? []
    const entries = [
      ...all.filter((r) => r.origin === 'legacy'),
      ...sample(
        all.filter((r) => r.origin !== 'legacy'),
        1000,
      ),
    ]
    for (const server of servers) expect(await mapProblems(server.url, entries), server.name).toEqual([])
  }, 120_000)
})

describe('a rebuild after the newest episode became the oldest', () => {
  it('moves it to the last page and every episode after it one place up, and equals a full build', async () => {
    const client = join(box, 'dist/client')
    const file = (url: string) => readFileSync(join(client, fileForUrl(url)), 'utf8')
    const newest = articlesIn(file(path('podcast', 'cs')), 'episode')[0] ?? ''
    const id = Number(newest.split('-')[1])
    const second = articlesIn(file(path('podcast', 'cs')), 'episode')[1] ?? ''
    const res = await fetch(`${api?.url}/__control/content`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'podcastEpisodes', id, locale: 'cs', patch: { published_at: '2001-01-01T08:00:00Z' } }),
    })
    expect(res.status).toBe(200)
    const rebuilt = await run('rebuild')
    expect(rebuilt.code, rebuilt.out.slice(-3000)).toBe(0)
    const paths = itemPaths('cs').podcastEpisodes
    const pages = Math.ceil(paths.length / kinds.podcast.size)
    expect(paths.find((p) => p.id === id)?.path).toBe(`${path('podcastPage', 'cs', { page: pages })}#${newest}`)
    expect(articlesIn(file(path('podcastPage', 'cs', { page: pages })), 'episode').at(-1)).toBe(newest)
    expect(articlesIn(file(path('podcast', 'cs')), 'episode')[0]).toBe(second)
    // Every link to an episode or a reference anywhere on the site finds it where it leads.
    const broken: string[] = []
    let checked = 0
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const full = join(dir, e.name)
        if (e.isDirectory()) walk(full)
        else if (e.name.endsWith('.html')) {
          for (const m of readFileSync(full, 'utf8').matchAll(/href="((?:\/en)?\/(?:apodcast|references?)(?:\/(?:strana|page)\/\d+)?)#((?:episode|reference)-\d+)"/g)) {
            checked++
            if (!file(m[1] ?? '').includes(`<article id="${m[2]}"`)) broken.push(`${full.slice(client.length)} → ${m[1]}#${m[2]}`)
          }
        }
      }
    }
    walk(client)
    expect(broken).toEqual([])
    // The footer's partners alone link references from every page.
    expect(checked).toBeGreaterThan(1000)
    // Nothing missed: a full build of the same content gives the same site, file for file.
    const after = publishedTree(box)
    const full = await run('build')
    expect(full.code, full.out.slice(-3000)).toBe(0)
    expect(differing(after, publishedTree(box))).toEqual([])
  }, 600_000)
})

// Issue 39, part 3: the seminars, the podcast guests and the contacts of a network firm's site
// stay small pages (no pre-rendered page over 150 KB of HTML at --scale 20000; here the same page
// sizes on a smaller list): the seminars and the guests come in pages, every item on exactly one,
// a guest's path (an anchor) leads to the page they are on; the contacts show the first partners
// and managers and link the people list.
describe('issue 39: seminars, podcast guests and contacts at network scale', () => {
  const maxPageBytes = 150 * 1024
  const pagedLists = [
    { locale: 'cs' as const, list: 'seminars' as const, pageKey: 'seminarsPage' as const, items: 'seminars' as const, size: constants.pageSize.seminars },
    { locale: 'en' as const, list: 'seminars' as const, pageKey: 'seminarsPage' as const, items: 'seminars' as const, size: constants.pageSize.seminars },
    { locale: 'cs' as const, list: 'podcastGuests' as const, pageKey: 'podcastGuestsPage' as const, items: 'podcastGuests' as const, size: constants.pageSize.podcastGuests, anchor: 'guest' },
    { locale: 'en' as const, list: 'podcastGuests' as const, pageKey: 'podcastGuestsPage' as const, items: 'podcastGuests' as const, size: constants.pageSize.podcastGuests, anchor: 'guest' },
  ]
  for (const { locale, list, pageKey, items, size, anchor } of pagedLists) {
    it(`${list} in ${locale}: pages of ${size}, every item on exactly one (where its path leads), each page small, in the sitemap`, async () => {
      const all = itemPaths(locale)[items].map((i) => i.path)
      expect(all.length).toBeGreaterThan(size)
      const pages = await listPages(path(list, locale))
      expect(pages.map((p) => p.path)).toEqual([path(list, locale), ...Array.from({ length: pages.length - 1 }, (_, i) => path(pageKey, locale, { page: i + 2 }))])
      expect(pages.length).toBe(Math.ceil(all.length / size))
      const onPages = pages.map((p) => (anchor ? articlesIn(p.html, anchor).map((id) => `${p.path}#${id}`) : linksIn(p.html, new Set(all))))
      for (const l of onPages.slice(0, -1)) expect(l).toHaveLength(size)
      expect(onPages.flat().sort()).toEqual([...all].sort())
      const sitemap = await html('/sitemap.xml')
      for (const p of pages) {
        expect(sitemap).toContain(`${p.path}</loc>`)
        expect(Buffer.byteLength(p.html), p.path).toBeLessThanOrEqual(maxPageBytes)
      }
      // A later page names its number and leads back.
      expect(pages[1]?.html).toMatch(/<h1[^>]*>[^<]*– (strana|page) 2<\/h1>/)
    })
  }

  it("the podcast's links to its guests find each guest on the page the link leads to", async () => {
    for (const locale of ['cs', 'en'] as const) {
      const pages = await listPages(path('podcast', locale))
      const guestPages = new Map<string, string>()
      let checked = 0
      for (const p of pages) {
        for (const m of p.html.matchAll(/href="([^"#]+)#(guest-\d+)"/g)) {
          const target = m[1] ?? ''
          if (!guestPages.has(target)) guestPages.set(target, await html(target))
          expect(guestPages.get(target), `${p.path} → ${target}#${m[2]}`).toContain(`<article id="${m[2]}"`)
          checked++
        }
      }
      expect(checked).toBeGreaterThan(0)
      // The guests of later pages are linked too.
      expect([...guestPages.keys()].some((k) => k.startsWith(path('podcastGuestsPage', locale, { page: 2 }).replace(/2$/, '')))).toBe(true)
    }
  })

  it('a later seminars page lists past seminars only, without the "no dates" notice, and its filter offers the areas of its seminars', async () => {
    const page = await site!.browser.newPage()
    const problems = watchProblems(page)
    await page.goto(site!.url + path('seminarsPage', 'cs', { page: 2 }))
    const items = page.locator('section[aria-labelledby="seminars-past"] li')
    await items.first().waitFor()
    expect(await page.locator('section[aria-labelledby="seminars-upcoming"]').count()).toBe(0)
    const areas = (await items.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-area') ?? ''))).filter(Boolean)
    // After hydration: "all areas" and one button per area of the page's seminars.
    const buttons = page.locator('.filter-aside button.filter__button')
    await buttons.first().waitFor()
    expect(await buttons.count()).toBe(new Set(areas).size + 1)
    await buttons.nth(1).click()
    await expect.poll(async () => new Set(await items.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-area')))).size).toBe(1)
    expect(problems).toEqual([])
    await page.close()
  })

  it(`the contacts page shows the first ${constants.contactsPeople} partners and managers and links the people list`, async () => {
    for (const locale of ['cs', 'en'] as const) {
      const page = await html(path('contacts', locale))
      const people = [...page.matchAll(/class="contact-person"/g)].length
      expect(people).toBe(constants.contactsPeople)
      expect(page).toContain(`<a href="${path('people', locale)}">${catalogs[locale]['contacts.all_people']}</a>`)
      expect(Buffer.byteLength(page)).toBeLessThanOrEqual(maxPageBytes)
    }
  })
})
