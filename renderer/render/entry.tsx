// Entry of the renderer bundle (renderer/render/bundle.ts): what the build's main thread calls, and
// in a worker thread started by renderer/render/pool.ts, the worker itself.
export { listUrls, renderUrl } from './renderUrl.js'
export { createWriter, deriveShells } from './writer.js'
// The editors' preview (publishing/drafts/): pages from its own folder of draft content.
export { chromeFiles, pageDataOf, renderPage } from './renderUrl.js'
export { forgetContent, readingFrom } from '../../page-data/content.js'
// The check that pages read at the same time each get their own read set (tests/output/page-reads.test.ts).
export { readPage, renderRead } from './reads.js'
import { runWorker } from './worker-main.js'

runWorker()
