// `npm run api -- [--port 4010] [--host 127.0.0.1] [--data DIR] [--scale N --seed S] [--today YYYY-MM-DD] [--control]`
// Starts the sample API with the hand-written content, or with a generated dataset of about N
// entities when --scale is given, as served on --today (timeShift.ts), and stops cleanly on
// SIGINT/SIGTERM.
import { resolve } from 'node:path'
import { parseCommandLine } from '../../shared/command-line.js'
import { apiCommand } from './command.js'
import type { Dataset } from './dataset-types.js'

async function main(): Promise<void> {
  // --port and --scale are checked by the command line (./command.ts); --help or a mistake ends
  // here, before the API's code is loaded.
  const { values } = parseCommandLine(apiCommand)
  const [{ generateDataset }, { startSampleApi }] = await Promise.all([import('./generate.js'), import('./server.js')])
  const port = Number(values.port)
  let dataset: Dataset | undefined
  if (values.scale !== undefined) {
    const scale = Number(values.scale)
    dataset = generateDataset({ scale, seed: values.seed })
  }
  const api = await startSampleApi({
    port,
    host: values.host,
    control: values.control === true,
    ...(values.today ? { today: values.today } : {}),
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
