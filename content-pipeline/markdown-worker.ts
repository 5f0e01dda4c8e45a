// A worker thread of markdown-pool.ts: renders the batches of fields it is sent, with its own
// renderer and a copy of the path index, and answers each batch with the fields' results.
import { parentPort, workerData } from 'node:worker_threads'
import { validate } from 'superstruct'
import { createFieldRenderer } from './markdown-fields.js'
import { createMarkdownRenderer } from './markdown.js'
import { RenderRequest, type RenderResponse, WorkerInit } from './markdown-pool.js'
import { pathIndexFromData } from './paths.js'

const port = parentPort
if (!port) throw new Error('markdown-worker.ts runs as a worker thread of markdown-pool.ts')
const init: unknown = workerData
const [initError, setup] = validate(init, WorkerInit)
if (initError) throw new Error(`markdown worker: bad workerData: ${initError.message}`)
const render = createFieldRenderer(pathIndexFromData(setup.paths), createMarkdownRenderer())

port.on('message', (message: unknown) => {
  const [error, request] = validate(message, RenderRequest)
  if (error) throw new Error(`markdown worker: bad request: ${error.message}`)
  const response: RenderResponse = { batch: request.batch, results: request.tasks.map(render) }
  port.postMessage(response)
})
port.postMessage('ready')
