// The page renderer of the build (compiled by Vite for Node: renderer/render/bundle.ts). It renders
// a URL the way Vike's pre-render does — the same +data, +Page, +Layout, +Head, +title … and
// vike-react's own onRenderHtml — but without Vike's per-page machinery (routing through every
// route function, hook timers, pageContext proxies) and without holding pages in memory: the
// caller writes each page as it comes. What Vike adds around the HTML (asset tags, the serialized
// pageContext) is taken from pages Vike itself rendered in the same build (shell.ts), and every
// build checks that both renderers agree byte for byte on those pages.
import { Loading, onRenderHtml } from './vike-react-internals.js'
import type { ComponentType } from 'react'
import { localeCodes, splitLocale, type Locale } from '../../shared/config/locales.js'
import { matchLocalPath, type RouteKey } from '../../shared/config/routes.js'
import { Layout } from '../+Layout.js'
import { Head } from '../+Head.js'
import { title } from '../+title.js'
import { description } from '../+description.js'
import { lang } from '../+lang.js'
import headHtmlBegin from '../+headHtmlBegin.js'
import { onBeforeRender } from '../+onBeforeRender.js'
import { chromeFile } from '../../page-data/chrome.js'
import { templateToString, type Template } from './template.js'

type Module = Record<string, unknown>
type RouteFn = (pageContext: { routeKey?: RouteKey; routeMatchParams?: Record<string, string> }) => false | { routeParams: Record<string, string> }

const folderOf = (file: string) => file.split('/').at(-2) ?? file
function byFolder(modules: Record<string, Module>): Map<string, Module> {
  return new Map(Object.entries(modules).map(([file, mod]) => [folderOf(file), mod]))
}

const pageModules = byFolder(import.meta.glob<Module>('../../pages/*/+Page.tsx', { eager: true }))
const dataModules = byFolder(import.meta.glob<Module>('../../pages/*/+data.ts', { eager: true }))
const routeModules = byFolder(import.meta.glob<Module>('../../pages/*/+route.ts', { eager: true }))
const configModules = byFolder(import.meta.glob<Module>('../../pages/*/+config.ts', { eager: true }))
const listModules = byFolder(import.meta.glob<Module>('../../pages/*/+onBeforePrerenderStart.ts', { eager: true }))

export type PageFolder = string

/** Every URL the pages' +onBeforePrerenderStart hooks list, with the page folder (= Vike's pageId). */
export async function listUrls(): Promise<{ url: string; folder: PageFolder }[]> {
  const out: { url: string; folder: PageFolder }[] = []
  for (const [folder, mod] of listModules) {
    const hook = mod.onBeforePrerenderStart
    if (typeof hook !== 'function') throw new Error(`pages/${folder}/+onBeforePrerenderStart.ts exports no onBeforePrerenderStart`)
    const urls: unknown = await hook()
    if (!Array.isArray(urls)) throw new Error(`pages/${folder}: onBeforePrerenderStart must return a list of URLs`)
    for (const url of urls) {
      if (typeof url !== 'string') throw new Error(`pages/${folder}: onBeforePrerenderStart returned a non-string URL`)
      out.push({ url, folder })
    }
  }
  return out
}

export type ChromeFile = { path: string; json: string }

/** The layout's chrome of every locale, as the files the pages name (page-data/chrome.ts). */
export function chromeFiles(): ChromeFile[] {
  return localeCodes.map((locale) => chromeFile(locale))
}

/** +onBeforeRoute, then the page whose route function accepts the key (as Vike's router does). */
function route(url: string): { folder: PageFolder; locale: Locale; routeKey: RouteKey; routeParams: Record<string, string>; logicalPath: string } {
  const { locale, path } = splitLocale(url)
  const match = matchLocalPath(locale, path)
  if (!match) throw new Error(`${url}: no route of the route table matches`)
  const accepting: { folder: string; routeParams: Record<string, string> }[] = []
  for (const [folder, mod] of routeModules) {
    const fn = mod.default as RouteFn
    const result = fn({ routeKey: match.key, routeMatchParams: match.params })
    if (result) accepting.push({ folder, routeParams: result.routeParams })
  }
  const [only, ...more] = accepting
  if (!only || more.length > 0) throw new Error(`${url}: ${accepting.length} pages accept route ${match.key}`)
  return { folder: only.folder, locale, routeKey: match.key, routeParams: only.routeParams, logicalPath: path }
}

export type RenderedPage = {
  url: string
  folder: PageFolder
  routeKey: RouteKey
  locale: Locale
  /** The document without Vike's injected tags (shell.ts adds them). */
  html: string
  /** JSON of what the page shows (its data); equal hashes mean equal pages for the same code. */
  dataJson: string
}

/** A URL routed and its data computed: enough to tell whether the page changed, before rendering it. */
export type PageData = {
  url: string
  folder: PageFolder
  routeKey: RouteKey
  locale: Locale
  /** JSON of what the page shows (its data); equal hashes mean equal pages for the same code. */
  dataJson: string
  pageContext: Record<string, unknown>
}

export async function pageDataOf(url: string): Promise<PageData> {
  const { folder, locale, routeKey, routeParams, logicalPath } = route(url)
  const Page = pageModules.get(folder)?.default as ComponentType | undefined
  if (!Page) throw new Error(`pages/${folder} has no +Page`)
  const dataFn = dataModules.get(folder)?.data as ((pageContext: unknown) => unknown) | undefined
  const layout = (configModules.get(folder)?.default as { layout?: 'default' | 'simple' } | undefined)?.layout
  const pageId = `/pages/${folder}`
  const urlParsed = new URL(url, 'http://localhost')
  const pageContext: Record<string, unknown> = {
    urlOriginal: url,
    urlPathname: logicalPath,
    urlParsed: { pathname: logicalPath, search: {}, hash: '', href: logicalPath + urlParsed.search },
    locale,
    routeKey,
    routeParams,
    pageId,
    isClientSide: false,
    isPrerendering: true,
    isHydration: false,
    Page,
    config: {
      Layout: [Layout],
      Head: [Head],
      Loading,
      title,
      description,
      lang,
      headHtmlBegin: [headHtmlBegin],
      layout,
    },
  }
  const data = dataFn ? await dataFn(pageContext) : undefined
  pageContext.data = data
  // Vike runs +data, then +onBeforeRender (execHookDataAndOnBeforeRender).
  Object.assign(pageContext, onBeforeRender(pageContext as never)?.pageContext)
  return { url, folder, routeKey, locale, dataJson: JSON.stringify(data ?? null), pageContext }
}

export async function renderPage({ pageContext, ...page }: PageData): Promise<RenderedPage> {
  const documentHtml = (await onRenderHtml(pageContext as never)) as unknown as Template
  return { ...page, html: templateToString(documentHtml) }
}

export async function renderUrl(url: string): Promise<RenderedPage> {
  return renderPage(await pageDataOf(url))
}
