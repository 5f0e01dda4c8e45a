// What a page read of the content: the dependency keys a rebuild tests it by (page-data/content.ts).
// Each page's data is computed in a read context of its own (page-data/reading.ts), so pages
// computed at the same time, their awaits interleaving, each get exactly their own keys.
import { trackReads } from '../../page-data/content.js'
import { pageDataOf, renderPage, type PageData, type RenderedPage } from './renderUrl.js'

export type ReadPage = { data: PageData; reads: string[] }

/** The page's data (routed, +data and +onBeforeRender run) and the dependency keys it read. */
export async function readPage(url: string): Promise<ReadPage> {
  const { value: data, reads } = await trackReads(() => pageDataOf(url))
  return { data, reads }
}

/**
 * The page rendered from its data. Its HTML must follow from the data alone: a rebuild keeps a
 * page whose data hash is the same without rendering it, so a read the data did not make would
 * leave that page stale. Such a read stops the build.
 */
export async function renderRead({ data, reads }: ReadPage): Promise<RenderedPage> {
  const rendered = await trackReads(() => renderPage(data))
  const known = new Set(reads)
  const more = rendered.reads.filter((key) => !known.has(key))
  if (more.length > 0) throw new Error(`${data.url}: rendering read ${more.join(', ')}, which the page's data did not: read it in the page's +data`)
  return rendered.value
}
