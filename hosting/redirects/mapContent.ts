// What the redirect map reads of the content, and a hash of it. Apart from the map itself so that
// the page worker that lists the pages (it has the content loaded) can hash it for the rebuild's
// check whether the host files must be made again (hosting/redirects/build.ts hostInputsFingerprint).
import { createHash } from 'node:crypto'
import { localeCodes } from '../../shared/config/locales.js'
import { perLocale } from '../../shared/config/perLocale.js'
import { content } from '../../page-data/content.js'
import type { MapContent } from './map.js'

/**
 * The content's item paths (content-pipeline/model.ts ItemPaths: every item's id, slug and path
 * and the few fields that decide where a URL leads), not its items: what the map can read is then
 * within what hostInputsFingerprint hashes. Blog categories have no redirect variants.
 */
export function readMapContent(): MapContent {
  return perLocale((l) => {
    const { blogCategories: _categories, ...kinds } = content(l, 'itemPaths')
    return kinds
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
