// The sending rules shared by the contact panel and the job application (spec §5, §7, §8):
// finished uploads go into `files`, a bot-check token must be obtained first (else nothing is
// sent), and the outcome decides the message. What was typed and uploaded stays unless it was sent.
import { api, ValidationError } from '../../../client/api.js'
import { botCheck, botCheckAction } from '../../../client/botcheck.js'
import type { MessageKey } from '../../../shared/locales/intl.js'
import type { Uploads } from './useUploads.js'

export type SendResult = { ok: true } | { ok: false; notice: MessageKey; invalid: boolean }

export async function sendUserRequest(form: string, body: Record<string, unknown>, uploads: Uploads): Promise<SendResult> {
  const files = await uploads.results()
  const token = await botCheck().token(botCheckAction)
  if (!token) return { ok: false, notice: 'form.bot_check_failed', invalid: false }
  try {
    await api.post('/api/user-request/save', { ...body, files, 'g-recaptcha-response': token }, { form })
    return { ok: true }
  } catch (err) {
    // A 422 also gets the failure text: its field messages say what to fix.
    return { ok: false, notice: 'contact.failure', invalid: err instanceof ValidationError }
  }
}
