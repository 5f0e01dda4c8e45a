// Content pipeline benchmark: the whole run (HTTP fetch with pagination, validation,
// normalization, Markdown → sanitized HTML, media download, atomic write) against the sample API
// serving the written sample content and generated datasets of growing size. Prints figures and
// the time per entity, so growth that is worse than linear shows as a rising ratio.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runPipeline } from '../content-pipeline/run.js'
import { generateDataset } from '../sample-api/generate.js'
import { startSampleApi } from '../sample-api/server.js'

type Row = { name: string; entities: number; ms: number; requests: number; media: number }

async function measure(name: string, scale: number | null): Promise<Row> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'))
  const outDir = mkdtempSync(join(tmpdir(), 'bench-out-'))
  const api = await startSampleApi({ port: 0, dataDir, ...(scale ? { dataset: generateDataset({ scale, seed: 1 }) } : {}) })
  try {
    const result = await runPipeline({ apiUrl: api.url, outDir, sourceLabel: name })
    const entities = Object.values(result.counts).reduce((n, byLocale) => n + Object.values(byLocale).reduce((a, b) => a + (b ?? 0), 0), 0)
    return { name, entities, ms: result.ms, requests: result.requests.total, media: result.media }
  } finally {
    await api.close()
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(outDir, { recursive: true, force: true })
  }
}

const rows: Row[] = []
rows.push(await measure('sample content', null))
for (const scale of [2000, 20000]) rows.push(await measure(`generated, scale ${scale}`, scale))

console.log('\ncontent pipeline (entity = one item in one locale)')
console.log('dataset                      entities   requests   media      time   µs/entity')
for (const r of rows) {
  console.log(
    `${r.name.padEnd(26)} ${String(r.entities).padStart(10)} ${String(r.requests).padStart(10)} ${String(r.media).padStart(7)} ` +
    `${(r.ms / 1000).toFixed(2).padStart(8)} s ${(r.ms * 1000 / r.entities).toFixed(0).padStart(10)}`,
  )
}
const small = rows[1]
const large = rows[2]
if (small && large) {
  const ratio = (large.ms / large.entities) / (small.ms / small.entities)
  console.log(`per-entity cost, scale 20000 vs 2000: ×${ratio.toFixed(2)} (1.00 = linear)`)
}
