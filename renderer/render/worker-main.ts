// The worker thread's loop (bundled into the renderer): set up, then render batches on request.
import { parentPort, workerData } from 'node:worker_threads'
import { derivedReads, forgetContent, isDirty, type PreviousDependencies, useFileHashes } from '../../page-data/content.js'
import { mapContentFingerprint } from '../../hosting/redirects/mapContent.js'
import { chromeFiles, listUrls, type ChromeFile } from './renderUrl.js'
import { createWriter, deriveShells, type PageTask, type Sample, type WriterResult, type WriterSetup } from './writer.js'

/** fileHashes: the content files' hashes as the build took them (page-data/content.ts useFileHashes). */
export type ToWorker =
  | { type: 'list'; fileHashes: Record<string, string> }
  | { type: 'derive'; clientDir: string; samples: Sample[] }
  /** A rebuild: which of these dependency keys (of the published build's read sets) name content that differs now. */
  | { type: 'dirty'; keys: string[]; previous: Omit<PreviousDependencies, 'changedFiles'> & { changedFiles: string[] } }
  /** `keepContent`: the only worker, which listed the pages: what it read stays (it would read it again at once). */
  | { type: 'setup'; setup: WriterSetup; keepContent: boolean; fileHashes: Record<string, string> }
  /** forget: this worker's earlier pages were of another locale, whose content it can drop. */
  | { type: 'batch'; tasks: PageTask[]; forget: boolean }
  | { type: 'exit' }
export type FromWorker =
  /** mapContent: hosting/redirects/mapContent.ts mapContentFingerprint, taken here where the content is loaded. */
  | { type: 'urls'; urls: PageTask[]; chrome: ChromeFile[]; mapContent: string }
  | { type: 'shells'; shells: WriterSetup['shells'] }
  | { type: 'ready' }
  | { type: 'dirty'; keys: string[] }
  /** hashes: of the item and derived keys first read in this batch; derived: what each derived value read. */
  | { type: 'records'; records: WriterResult[]; heapMb: number; hashes: Record<string, string>; derived: Record<string, string[]> }
  | { type: 'error'; message: string }

export function runWorker(): void {
  const port = parentPort
  if (!port || workerData?.role !== 'page-writer') return
  let writer: ReturnType<typeof createWriter> | null = null
  const send = (m: FromWorker) => port.postMessage(m)
  port.on('message', async (m: ToWorker) => {
    try {
      if (m.type === 'list') {
        // A worker started before the content was written (startListWorker) reads it now.
        forgetContent()
        useFileHashes(m.fileHashes)
        send({ type: 'urls', urls: await listUrls(), chrome: chromeFiles(), mapContent: mapContentFingerprint() })
      } else if (m.type === 'derive') send({ type: 'shells', shells: await deriveShells(m.clientDir, m.samples) })
      else if (m.type === 'dirty') {
        const previous: PreviousDependencies = { ...m.previous, changedFiles: new Set(m.previous.changedFiles) }
        const seen = new Map<string, boolean>()
        send({ type: 'dirty', keys: m.keys.filter((k) => isDirty(k, previous, seen)) })
      } else if (m.type === 'setup') {
        // Listing the pages and deriving the shells read every locale; the batches read theirs.
        if (!m.keepContent) forgetContent()
        useFileHashes(m.fileHashes)
        writer = createWriter(m.setup)
        send({ type: 'ready' })
      } else if (m.type === 'batch') {
        if (!writer) throw new Error('batch before setup')
        if (m.forget) forgetContent()
        const records: WriterResult[] = []
        for (const task of m.tasks) records.push(await writer.writePage(task))
        // The records say the files are there: the stages after the pages read them.
        await writer.flush()
        send({ type: 'records', records, heapMb: Math.round(process.memoryUsage().heapUsed / 1048576), hashes: writer.takeHashes(), derived: derivedReads() })
      } else if (m.type === 'exit') port.close()
    } catch (err) {
      send({ type: 'error', message: err instanceof Error ? (err.stack ?? err.message) : String(err) })
    }
  })
}
