// What a page tells the <head>: title, description, canonical path, alternates, JSON-LD.
import { localeCodes, type Locale } from '../shared/config/locales.js'
import { path, type RouteKey, type RouteParams } from '../shared/config/routes.js'
import type { Alternates } from '../content-pipeline/model.js'

export type Crumb = { name: string; path: string }

/** A feed a page announces in its head (page-data/subscriptions.ts). */
export type FeedLink = { title: string; href: string }

export type Seo = {
  title: string
  description: string
  path: string
  alternates: Alternates
  image?: string | null
  ogType?: 'website' | 'article' | 'profile'
  breadcrumbs?: Crumb[]
  jsonLd?: Record<string, unknown>[]
  noindex?: boolean
  /** Atom feeds of what the page lists (`<link rel="alternate" type="application/atom+xml">`). */
  feeds?: FeedLink[]
}

/** Alternates of a fixed route: it exists in every locale. */
export function routeAlternates(key: RouteKey, params: RouteParams = {}): Alternates {
  const out: Alternates = {}
  for (const l of localeCodes) out[l] = path(key, l, params)
  return out
}

/** Drops the fragment: canonical and hreflang point at documents, not anchors. */
export function documentPath(p: string): string {
  return p.split('#')[0] ?? p
}

export function alternateFor(alternates: Alternates, locale: Locale): string | undefined {
  const p = alternates[locale]
  return p === undefined ? undefined : documentPath(p)
}
