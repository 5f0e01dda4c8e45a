// Stage 1+2: pull every endpoint of schemas/endpoints.ts over HTTP and validate each answer.
// All requests start at once (the client bounds how many are in flight); a failed request or an
// invalid record is recorded and the rest go on, so one run lists every problem.
import type { Struct } from 'superstruct'
import { type Locale, localeCodes } from '../shared/config/locales.js'
import type { BlogCategory } from './schemas/content.js'
import { type ContentKind, contentKinds, listPathOf, perKind, perKindAsync, singletonKinds, type SingletonKind } from './schemas/endpoints.js'
import type { CatalogCategory, Country, Currency, Product } from './schemas/lists.js'
import type { Posters, SettingsRecord } from './schemas/settings.js'
import type { HttpClient, JsonAnswer } from './fetch.js'
import type { Issues } from './issues.js'
import { type PerLocale, perLocale, perLocaleAsync } from '../shared/config/perLocale.js'
import { type PageMemo, type RawItem, type TrustedAnswers, validateList, validateSettings, validateSingle } from './validate.js'
import { emptyRetries, emptyRetryMs } from './settings.js'

export type ContentSource = { [K in ContentKind]: PerLocale<RawItem<K>[]> }

/** The API table as seen by a kind: read through a generic kind, an entry's struct is that kind's. */
const itemStructs: { readonly [K in ContentKind]: { readonly item: Struct<RawItem<K>, unknown> } } = contentKinds

declare module './schemas/endpoints.js' {
  interface KindFamilies<K extends ContentKind> {
    sourceLists: PerLocale<RawItem<K>[]>
    pageMemos: PageMemo<RawItem<K>>
  }
}

export type Source = {
  content: ContentSource
  settings: PerLocale<SettingsRecord[]>
  posters: PerLocale<Posters>
  countries: PerLocale<Country[]>
  catalogCategories: PerLocale<CatalogCategory[]>
  products: PerLocale<Product[]>
  blogCategories: BlogCategory[]
  currencies: Currency[]
}

/**
 * Per kind, the list pages validated in this process (validate.ts PageMemo), and the answers an
 * earlier run validated (TrustedAnswers): give every collectSource of a process the same.
 */
export type ValidatedPages = { [K in ContentKind]: PageMemo<RawItem<K>> } & { trusted: TrustedAnswers }

export const validatedPages = (): ValidatedPages => ({
  ...perKind<'pageMemos'>(() => new WeakMap()),
  trusted: { bodies: new WeakSet(), taken: 0 },
})

/**
 * How many items a kind's list had per locale in the previous output (0: none or unknown). A list
 * that comes back empty where it had items is asked again before it is believed: an API answering
 * `{"data": []}` for a moment (a CMS bug, a migration half done) must not look like every item
 * deleted. If it stays empty the run stops, as the build's removal guard (publishing/removal-guard.ts)
 * stops one that removes many pages, unless the removals are allowed.
 */
export type ExpectedCounts = (kind: ContentKind, locale: Locale) => Promise<number>

/** How often and how far apart an empty list is asked again (CONTENT_EMPTY_RETRIES, CONTENT_EMPTY_RETRY_MS). */
export function emptyListRetries(env: Readonly<Record<string, string | undefined>> = process.env): { times: number; delayMs: number } {
  return { times: wholeNumberOf(env, emptyRetries.name, Number(emptyRetries.default)), delayMs: wholeNumberOf(env, emptyRetryMs.name, Number(emptyRetryMs.default)) }
}

// A guard's setting that is mistyped must not quietly become another one (as REBUILD_VERIFY_HOURS).
function wholeNumberOf(env: Readonly<Record<string, string | undefined>>, name: string, fallback: number): number {
  const text = env[name]?.trim()
  if (!text) return fallback
  if (!/^\d+$/.test(text)) throw new Error(`${name} must be a whole number ≥ 0, not ${JSON.stringify(text)}`)
  return Number(text)
}

/** Whether a list that stays empty is believed: the build's --allow-removals (publishing/cli.ts) sets CONTENT_ALLOW_REMOVALS=1. */
const emptyListsAllowed = () => process.env.CONTENT_ALLOW_REMOVALS === '1'

/** One kind fetched and validated: items per locale (or `shared` for lists without a locale). */
export type KindProgress = { kind: string; counts: Partial<Record<Locale, number>>; shared?: number; ms: number }

/**
 * Everything the API serves, validated; undefined when any request or record failed. With `memo`,
 * list pages whose bodies were validated before in this process, and answers an earlier run of
 * this code validated (trusted), are not validated again. `lists`: the content kinds whose lists
 * are asked for (default: all); the others are left empty (a narrow run: incremental.ts).
 */
export async function collectSource(
  client: HttpClient,
  issues: Issues,
  onKind: (progress: KindProgress) => void = () => {},
  memo?: ValidatedPages,
  lists?: ReadonlySet<ContentKind>,
  expected?: ExpectedCounts,
): Promise<Source | undefined> {
  const started = performance.now()
  const done = (kind: string, counts: Partial<Record<Locale, number>>, shared?: number) =>
    onKind({ kind, counts, ...(shared === undefined ? {} : { shared }), ms: Math.round(performance.now() - started) })

  async function get<T>(load: () => Promise<T>): Promise<T | undefined> {
    try {
      return await load()
    } catch (err) {
      issues.fail(err instanceof Error ? err.message : String(err))
      return undefined
    }
  }

  async function list<K extends ContentKind>(kind: K): Promise<PerLocale<RawItem<K>[]>> {
    const item = itemStructs[kind].item
    const pageMemo: PageMemo<RawItem<K>> | undefined = memo?.[kind]
    if (lists && !lists.has(kind)) return perLocale(() => [])
    const fetchList = async (locale: Locale) => {
      const pages = await get(() => client.getPages(listPathOf(kind, locale)))
      return pages ? validateList(kind, locale, pages, item, issues, pageMemo, memo?.trusted) : []
    }
    const result = await perLocaleAsync(async (locale) => {
      const items = await fetchList(locale)
      if (items.length > 0 || !expected || issues.failed) return items
      const had = await expected(kind, locale)
      if (had === 0) return items
      const { times, delayMs } = emptyListRetries()
      for (let attempt = 1; attempt <= times; attempt++) {
        await new Promise((resolveDelay) => setTimeout(resolveDelay, delayMs))
        const again = await fetchList(locale)
        if (again.length > 0) return again
      }
      const where = { endpoint: `GET ${listPathOf(kind, locale)}`, kind }
      const what = `listed no items where the published content had ${had} (asked ${times + 1} times)`
      if (emptyListsAllowed()) issues.warn(where, `${what}; believed (--allow-removals)`)
      else issues.error(where, `${what}: every one of them would be removed. If they were deleted on purpose, run again with --allow-removals`)
      return items
    })
    done(kind, countsOf(result))
    return result
  }

  function singlePath(kind: SingletonKind, locale?: Locale): string {
    const path: string = singletonKinds[kind].path
    return locale ? path.replace('{locale}', locale) : path
  }

  async function single<T, S>(kind: SingletonKind, struct: Struct<T, S>, locale?: Locale): Promise<T | undefined> {
    const answer: JsonAnswer | undefined = await get(() => client.getJson(singlePath(kind, locale)))
    return answer && validateSingle(kind, answer, struct, issues, memo?.trusted)
  }

  async function localized<T, S>(kind: SingletonKind, struct: Struct<T, S>, count: (value: T) => number): Promise<PerLocale<T | undefined>> {
    const result = await perLocaleAsync((locale) => single(kind, struct, locale))
    done(
      kind,
      Object.fromEntries(
        localeCodes.map((l) => {
          const value = result[l]
          return [l, value === undefined ? 0 : count(value)]
        }),
      ),
    )
    return result
  }

  const settingsPromise = perLocaleAsync(async (locale) => {
    const answer = await get(() => client.getJson(singlePath('settings', locale)))
    return answer && validateSettings(answer, issues, memo?.trusted)
  }).then((result) => {
    done('settings', Object.fromEntries(localeCodes.map((l) => [l, result[l]?.length ?? 0])))
    return result
  })

  // Started together, the content lists first; none of these rejects (failures go to `issues`).
  const contentLists = perKindAsync<'sourceLists'>(list)
  const pending = {
    posters: localized('posters', singletonKinds.posters.struct, (p) => p['banner.popup_desktop'].length + p['banner.popup_mobile'].length),
    countries: localized('countries', singletonKinds.countries.struct, (list) => list.length),
    catalogCategories: localized('catalogCategories', singletonKinds.catalogCategories.struct, (list) => list.length),
    products: localized('products', singletonKinds.products.struct, (list) => list.length),
    blogCategories: single('blogCategories', singletonKinds.blogCategories.struct).then((v) => {
      done('blogCategories', {}, v?.length ?? 0)
      return v
    }),
    currencies: single('currencies', singletonKinds.currencies.struct).then((v) => {
      done('currencies', {}, v?.length ?? 0)
      return v
    }),
  }

  const content = await contentLists
  const settings = await settingsPromise
  const posters = await pending.posters
  const countries = await pending.countries
  const catalogCategories = await pending.catalogCategories
  const products = await pending.products
  const blogCategories = await pending.blogCategories
  const currencies = await pending.currencies

  if (issues.failed || !blogCategories || !currencies) return undefined
  const settingsAll = complete(settings)
  const postersAll = complete(posters)
  const countriesAll = complete(countries)
  const catalogAll = complete(catalogCategories)
  const productsAll = complete(products)
  if (!settingsAll || !postersAll || !countriesAll || !catalogAll || !productsAll) return undefined
  return { content, settings: settingsAll, posters: postersAll, countries: countriesAll, catalogCategories: catalogAll, products: productsAll, blogCategories, currencies }
}

function countsOf<T>(perLocale: PerLocale<T[]>): Partial<Record<Locale, number>> {
  return Object.fromEntries(localeCodes.map((l) => [l, perLocale[l].length]))
}

function hasAll<T>(value: PerLocale<T | undefined>): value is PerLocale<T> {
  return localeCodes.every((l) => value[l] !== undefined)
}

function complete<T>(value: PerLocale<T | undefined>): PerLocale<T> | undefined {
  return hasAll(value) ? value : undefined
}
