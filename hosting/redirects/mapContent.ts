// What the redirect map reads of the content, and a hash of it. Apart from the map itself so that
// the page worker that lists the pages (it has the content loaded) can hash it for the rebuild's
// check whether the host files must be made again (hosting/redirects/build.ts hostInputsFingerprint).
import { createHash } from 'node:crypto'
import { localeCodes } from '../../shared/config/locales.js'
import { perLocale } from '../../shared/config/perLocale.js'
import { content } from '../../page-data/content.js'
import type { MapContent } from './map.js'
import type { SlugItem } from './variants.js'

/**
 * Exactly the fields of MapContent's types (ids, slugs, paths, a service's group, a page's fixed
 * route), not the whole items: what the map can read is then what hostInputsFingerprint hashes.
 * From the content's item paths (content-pipeline/model.ts ItemPaths), not its items.
 */
export function readMapContent(): MapContent {
  const slugged = (items: readonly SlugItem[]): SlugItem[] => items.map(({ id, slug, path }) => ({ id, slug, path }))
  const located = (items: readonly { id: number; path: string }[]) => items.map(({ id, path }) => ({ id, path }))
  return perLocale((l) => {
    const items = content(l, 'itemPaths')
    return {
      serviceGroups: slugged(items.serviceGroups),
      services: items.services.map(({ id, slug, path, group_id }) => ({ id, slug, path, group_id })),
      people: located(items.people),
      blogPosts: slugged(items.blogPosts),
      careerPosts: slugged(items.careerPosts),
      jobs: slugged(items.jobs),
      seminars: slugged(items.seminars),
      glossary: slugged(items.glossary),
      references: located(items.references),
      documents: located(items.documents),
      podcastEpisodes: located(items.podcastEpisodes),
      podcastGuests: located(items.podcastGuests),
      pages: items.pages.map(({ id, slug, path, route_key }) => ({ id, slug, path, route_key })),
    }
  })
}

/** Settings are per locale; maintenance is on when any locale's settings say so. */
export function settingsSayMaintenance(): boolean {
  return localeCodes.some((l) => content(l, 'settings').maintenance.is_enabled)
}

/** A hash of the map's content and the settings' maintenance switch. */
export function mapContentFingerprint(): string {
  return createHash('sha256')
    .update(JSON.stringify([readMapContent(), settingsSayMaintenance()]))
    .digest('base64url')
}
