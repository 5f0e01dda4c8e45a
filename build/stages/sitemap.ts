// The sitemap stage: sitemap.xml and robots.txt from the pages' heads (build/sitemap.ts), or the
// published ones kept when the plan says nothing they list changed (plan.ts planSitemap).
import { join } from 'node:path'
import type { Release } from '../publish.js'
import { writeSitemap } from '../sitemap.js'
import type { PageFacts } from './next-state.js'
import type { Run } from './run.js'

export async function sitemapStage(run: Run, release: Release, records: Map<string, PageFacts>, plan: 'keep' | 'write'): Promise<void> {
  const clientDir = join(release.dir, 'client')
  const publishedClient = release.base ? join(release.base, 'client') : undefined
  await run.stage(
    'sitemap',
    () =>
      plan === 'keep'
        ? null
        : writeSitemap(
            clientDir,
            [...records].map(([url, f]) => ({ url, head: f.head })),
            publishedClient,
          ),
    (s) =>
      s === null
        ? 'no page added or removed, no head it lists changed: the published sitemap and robots.txt kept'
        : `${s.urls} URLs${release.base ? `; ${s.written.length ? `written: ${s.written.join(', ')}` : 'the published sitemap and robots.txt are the same: kept'}` : ''}`,
  )
}
