// Content pipeline benchmark: the whole run (HTTP fetch with pagination, validation,
// normalization, Markdown → sanitized HTML, media download, atomic write) against the sample API
// serving the written sample content and generated datasets of growing size. Prints figures and
// the time per entity, so growth that is worse than linear shows as a rising ratio. Each dataset
// runs twice with one render cache: cold (every Markdown field rendered, on worker threads at
// scale), then warm (every field from the cache).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runPipeline } from '../../content-pipeline/run.js'
import { generateDataset } from '../sample-api/generate.js'
import { startSampleApi } from '../sample-api/server.js'

type Row = { name: string; entities: number; ms: number; requests: number; media: number; rendered: number; cached: number; workers: number }

async function measure(name: string, scale: number | null): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'))
  const outDir = mkdtempSync(join(tmpdir(), 'bench-out-'))
  const markdownCache = mkdtempSync(join(tmpdir(), 'bench-markdown-cache-'))
  const api = await startSampleApi({ port: 0, dataDir, ...(scale ? { dataset: generateDataset({ scale, seed: 1 }) } : {}) })
  try {
    const rows: Row[] = []
    for (const run of ['cold', 'warm']) {
      const result = await runPipeline({ apiUrl: api.url, outDir, sourceLabel: name, markdownCache })
      const entities = Object.values(result.counts).reduce((n, byLocale) => n + Object.values(byLocale).reduce((a, b) => a + (b ?? 0), 0), 0)
      rows.push({
        name: `${name}, ${run}`,
        entities,
        ms: result.ms,
        requests: result.requests.total,
        media: result.media,
        rendered: result.render.rendered,
        cached: result.render.cached,
        workers: result.render.workers,
      })
    }
    return rows
  } finally {
    await api.close()
    for (const dir of [dataDir, outDir, markdownCache]) rmSync(dir, { recursive: true, force: true })
  }
}

const rows: Row[] = []
rows.push(...(await measure('sample content', null)))
for (const scale of [2000, 20000]) rows.push(...(await measure(`generated ${scale}`, scale)))

console.log('\ncontent pipeline (entity = one item in one locale; Markdown fields rendered / from the cache)')
console.log('dataset                      entities   requests   media   rendered     cached      time   µs/entity')
for (const r of rows) {
  console.log(
    `${r.name.padEnd(26)} ${String(r.entities).padStart(10)} ${String(r.requests).padStart(10)} ${String(r.media).padStart(7)} ` +
      `${String(r.rendered).padStart(10)} ${String(r.cached).padStart(10)} ` +
      `${(r.ms / 1000).toFixed(2).padStart(8)} s ${((r.ms * 1000) / r.entities).toFixed(0).padStart(10)}`,
  )
}
const small = rows.find((r) => r.name === 'generated 2000, cold')
const large = rows.find((r) => r.name === 'generated 20000, cold')
if (small && large) {
  const ratio = large.ms / large.entities / (small.ms / small.entities)
  console.log(`per-entity cost (cold), scale 20000 vs 2000: ×${ratio.toFixed(2)} (1.00 = linear; workers start only at scale)`)
}
