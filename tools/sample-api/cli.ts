// `npm run api -- [--port 4010] [--host 127.0.0.1] [--data DIR] [--scale N --seed S] [--today YYYY-MM-DD] [--control]`
// Starts the sample API with the hand-written content, or with a generated dataset of about N
// entities when --scale is given, as served on --today (timeShift.ts), and stops cleanly on
// SIGINT/SIGTERM.
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import type { Dataset } from './dataset-types.js'
import { generateDataset } from './generate.js'
import { startSampleApi } from './server.js'

const usage = 'usage: tsx tools/sample-api/cli.ts [--port 4010] [--host 127.0.0.1] [--data DIR] [--scale N --seed S] [--today YYYY-MM-DD] [--control]'

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4010' },
      host: { type: 'string', default: '127.0.0.1' },
      data: { type: 'string' },
      scale: { type: 'string' },
      seed: { type: 'string', default: '1' },
      today: { type: 'string' },
      control: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  })
  if (values.help) {
    console.log(usage)
    return
  }
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be 0-65535\n${usage}`)
  let dataset: Dataset | undefined
  if (values.scale !== undefined) {
    const scale = Number(values.scale)
    if (!Number.isInteger(scale) || scale < 1) throw new Error(`--scale must be a positive integer\n${usage}`)
    dataset = generateDataset({ scale, seed: values.seed })
  }
  if (values.today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.today)) throw new Error(`--today must be a day, YYYY-MM-DD\n${usage}`)
  const api = await startSampleApi({
    port,
    ...(values.today ? { today: values.today } : {}),
    host: values.host,
    control: values.control,
    ...(values.data ? { dataDir: resolve(values.data) } : {}),
    ...(dataset ? { dataset } : {}),
  })
  const counts = Object.entries(api.dataset)
    .filter(([, v]) => Array.isArray(v))
    .map(([k, v]) => `${k} ${Array.isArray(v) ? v.length : 0}`)
    .join(', ')
  console.log(`Sample API listening on ${api.url}`)
  console.log(`  data: ${api.store.dir}${values.control ? '  (control endpoints on /__control/)' : ''}`)
  console.log(`  ${dataset ? `generated dataset (scale ${values.scale}, seed ${values.seed})` : 'sample content'} as on ${api.today}: ${counts}`)

  let stopping = false
  const stop = (signal: string): void => {
    if (stopping) return
    stopping = true
    console.log(`\n${signal}: stopping the sample API…`)
    api.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
