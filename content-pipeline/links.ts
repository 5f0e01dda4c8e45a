// Resolves the links editors write (docs/content-api.md "Internal links"): `app://{linkKind}/{id}`
// and `app://route/{routeKey}` become the target's localized path. A target missing in the
// current locale falls back to another locale's page (a warning: the reader switches language);
// a target that exists nowhere is an error naming the item and field that link from it.
import { type Locale, localeCodes } from '../shared/config/locales.js'
import { matchPath, path, type RouteKey, routes } from '../shared/config/routes.js'
import { type ContentKind, contentKinds } from './schemas/endpoints.js'
import type { Issues, Place } from './issues.js'
import type { PathIndex } from './paths.js'

export type LinkResolver = {
  /** The href to publish, or undefined when the link cannot be resolved (an error is recorded). */
  resolve(href: string, locale: Locale, where: Place): string | undefined
}

const APP = /^app:\/\/([a-z-]+)\/([A-Za-z0-9]+)$/

export function isAppLink(href: string): boolean {
  return /^app:/i.test(href)
}

/** A path on this site (not protocol-relative, not a media file). */
function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/media/')
}

const kindByLinkKind = new Map<string, ContentKind>(Object.entries(contentKinds).flatMap(([kind, spec]) => (isContentKind(kind) ? [[spec.linkKind, kind]] : [])))

function isContentKind(kind: string): kind is ContentKind {
  return Object.hasOwn(contentKinds, kind)
}

function isRouteKey(key: string): key is RouteKey {
  return Object.hasOwn(routes, key)
}

/** Routes that take no parameters, in every locale: the only ones `app://route/…` may name. */
function isFixedRoute(key: RouteKey): boolean {
  return Object.values(routes[key]).every((pattern: string) => !pattern.includes(':'))
}

export function createLinkResolver(paths: PathIndex, issues: Issues): LinkResolver {
  return {
    resolve(href, locale, where) {
      if (isSitePath(href)) {
        // Typed by hand, so possibly stale: worth a warning, not a failed build.
        const pathname = href.split(/[?#]/, 1)[0] ?? href
        if (!matchPath(pathname)) issues.warn(where, `link ${href} matches no route of the site`)
        return href
      }
      if (!isAppLink(href)) return href
      const match = APP.exec(href)
      if (!match) {
        issues.error(where, `link ${href} is not of the form app://{kind}/{id} or app://route/{routeKey}`)
        return undefined
      }
      const [, linkKind = '', target = ''] = match
      if (linkKind === 'route') {
        if (!isRouteKey(target)) {
          issues.error(where, `link ${href} names route "${target}", which is not in the route table`)
          return undefined
        }
        if (!isFixedRoute(target)) {
          issues.error(where, `link ${href} names route "${target}", which needs parameters; link the item (app://{kind}/{id}) instead`)
          return undefined
        }
        return path(target, locale)
      }
      const kind = kindByLinkKind.get(linkKind)
      if (!kind) {
        issues.error(where, `link ${href}: unknown link kind "${linkKind}" (known: route, ${[...kindByLinkKind.keys()].join(', ')})`)
        return undefined
      }
      if (!/^[1-9]\d*$/.test(target)) {
        issues.error(where, `link ${href}: "${target}" is not an id`)
        return undefined
      }
      const id = Number(target)
      const here = paths.pathOf(kind, id, locale)
      if (here !== undefined) return here
      for (const other of localeCodes) {
        const there = paths.pathOf(kind, id, other)
        if (there === undefined) continue
        issues.warn(where, `link ${href}: ${linkKind} ${id} does not exist in ${locale}; linked to its ${other} page ${there}`)
        return there
      }
      issues.error(where, `link ${href} points to ${linkKind} ${id}, which exists in no locale`)
      return undefined
    },
  }
}
