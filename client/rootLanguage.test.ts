import { describe, expect, it } from 'vitest'
import { constants } from '../shared/config/constants.js'
import { localeCookieHeader, preferredByPattern, rootRedirect } from '../hosting/redirects/rules.js'
import { locales } from '../shared/config/locales.js'
import { readCookie } from './cookies.js'
import { firstVisit } from './locale.js'
import { rootLanguageScript, rootLanguageTag } from './rootLanguage.js'

type Visit = { cookie: string; pathname: string; search?: string; hash?: string; languages: readonly string[]; protocol?: string }

/** Runs the inline script as a browser would on that page; what it did. */
function run({ cookie, pathname, search = '', hash = '', languages, protocol = 'http:' }: Visit) {
  const written: string[] = []
  const replaced: string[] = []
  const style: { display?: string } = {}
  const document = {
    documentElement: { style },
    get cookie() {
      return cookie
    },
    set cookie(value: string) {
      written.push(value)
    },
  }
  const navigator = { languages, language: languages[0] ?? '' }
  const location = { pathname, search, hash, protocol, replace: (url: string) => replaced.push(url) }
  new Function('document', 'navigator', 'location', rootLanguageScript)(document, navigator, location)
  return { written, replaced, hidden: style.display === 'none' }
}

const cookieValue = (cookie: string) => readCookie(constants.localeCookie.name, cookie)

const cookies = ['', 'locale=en', 'locale=cs', 'locale=de', 'locale=EN', 'other=1; locale=en', 'locale=cs; locale=en', 'xlocale=en', 'locale=%65n', 'locale=']
const languageLists: string[][] = [[], ['en-US', 'en'], ['en_GB'], ['EN'], ['cs-CZ', 'cs'], ['cs', 'en'], ['de-DE', 'en-GB', 'cs'], ['sk', 'cs-CZ', 'en'], ['de', 'fr'], ['english'], [' en-US']]
const paths = ['/', '/en', '/sluzby', '/index.html']

describe('the Czech home page first script (issue 51)', () => {
  it('does on the page what hydration would do (client/locale.ts firstVisit), for every cookie, language list and path', () => {
    for (const cookie of cookies)
      for (const languages of languageLists)
        for (const pathname of paths) {
          const visit = { cookie, pathname, search: '?utm_source=news', hash: '#top', languages }
          const expected = firstVisit({ ...visit, cookie: cookieValue(cookie) })
          const done = run(visit)
          const context = JSON.stringify(visit)
          expect(done.replaced, context).toEqual(expected?.redirectTo ? [expected.redirectTo] : [])
          // It writes the cookie only when it leaves; otherwise hydration remembers the locale.
          const remember = expected?.redirectTo ? expected.remember : null
          expect(
            done.written.map((c) => /^locale=([^;]*)/.exec(c)?.[1]),
            context,
          ).toEqual(remember ? [remember] : [])
          expect(done.hidden, context).toBe(Boolean(expected?.redirectTo))
        }
  })

  it('sends an English browser from the root to /en with query and hash, remembering English as the hosts do', () => {
    const { replaced, written, hidden } = run({ cookie: '', pathname: '/', search: '?utm_source=news', hash: '#kontakt', languages: ['en-US', 'en'] })
    expect(replaced).toEqual(['/en?utm_source=news#kontakt'])
    expect(written).toEqual([localeCookieHeader('en')])
    expect(written[0]).toContain(`Max-Age=${constants.localeCookie.maxAgeDays * 86_400}`)
    expect(hidden).toBe(true)
    expect(run({ cookie: '', pathname: '/', languages: ['en-US'], protocol: 'https:' }).written).toEqual([`${localeCookieHeader('en')}; Secure`])
  })

  it('leaves a Czech browser, a search engine without languages and a visitor who chose Czech on the root', () => {
    for (const visit of [
      { cookie: '', languages: ['cs-CZ', 'cs', 'en'] },
      { cookie: '', languages: [] },
      { cookie: '', languages: ['de-DE'] },
      { cookie: 'locale=cs', languages: ['en-US', 'en'] },
    ]) {
      expect(run({ ...visit, pathname: '/' }), JSON.stringify(visit)).toEqual({ written: [], replaced: [], hidden: false })
    }
  })

  it('follows the cookie of a visitor who chose English, whatever the browser says', () => {
    expect(run({ cookie: 'intro-popup=hidden; locale=en', pathname: '/', languages: ['cs-CZ'] }).replaced).toEqual(['/en'])
  })

  it("agrees with the hosts' root rule (hosting/redirects/rules.ts rootRedirect) wherever a host serves the Czech home", () => {
    // A browser sends its languages as Accept-Language, in order, with falling weights.
    const acceptLanguage = (languages: readonly string[]) => languages.map((l, i) => (i ? `${l};q=${(1 - i / 10).toFixed(1)}` : l)).join(',')
    const rules = { locales: locales.map((l) => ({ code: l.code, prefix: l.prefix, maintenancePage: '', notFoundFile: '', preferredBy: preferredByPattern(l.code) })) }
    for (const cookie of ['', 'locale=cs', 'locale=en'])
      for (const languages of languageLists.filter((list) => list.every((l) => l === l.trim()))) {
        const server = rootRedirect(rules, cookieValue(cookie) ?? undefined, acceptLanguage(languages))
        const page = run({ cookie, pathname: '/', languages })
        expect(page.replaced, JSON.stringify({ cookie, languages })).toEqual(server ? [server.locale.prefix] : [])
      }
  })

  it('is one small script tag', () => {
    expect(rootLanguageTag).toBe(`<script>${rootLanguageScript}</script>`)
    expect(rootLanguageScript).not.toMatch(/<\/script/i)
    // Small: it is all that stands before the page's first request.
    expect(rootLanguageScript.length).toBeLessThan(800)
  })
})
