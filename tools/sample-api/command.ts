// `npm run api`: its definition, from which its parser and --help are made (shared/command-line.ts).
import { buildNowSetting } from '../../shared/config/clock.js'
import { defineCommand, isPort, isWholeNumber } from '../../shared/command-line.js'
import { shiftDays } from './timeShift.js'

const isDay = (value: string): string | undefined => {
  try {
    shiftDays(value)
    return undefined
  } catch {
    return 'a day, YYYY-MM-DD'
  }
}

export const apiCommand = defineCommand({
  name: 'api',
  summary:
    'Runs the sample content API alone, with the hand-written bilingual content or a generated dataset, until Ctrl+C. The same API contract as the firm’s CMS (docs/content-api.md); the build starts one by itself when CONTENT_API_URL is unset.',
  options: {
    port: { type: 'string', value: 'PORT', default: '4010', about: 'port to listen on (0: any free one, printed)', check: isPort },
    host: { type: 'string', value: 'HOST', default: '127.0.0.1', about: 'address to listen on' },
    data: { type: 'string', value: 'DIR', about: 'folder of its data (what forms, orders and the control endpoints write); default: .sample-api-data' },
    scale: { type: 'string', value: 'N', about: 'serve a generated dataset of about N entities instead of the sample content', check: isWholeNumber(1) },
    seed: { type: 'string', value: 'S', default: '1', about: 'with --scale: the seed of the generated dataset' },
    today: {
      type: 'string',
      value: 'YYYY-MM-DD',
      about: 'the day its content is served for: every date in it moves by whole weeks from the day it was written (tools/sample-api/timeShift.ts); default: the day of BUILD_NOW or of the clock',
      check: isDay,
    },
    control: { type: 'boolean', about: 'serve the control endpoints on /__control/ (tests edit the content through them)' },
  },
  env: [buildNowSetting],
  docs: ['docs/content-api.md'],
})
