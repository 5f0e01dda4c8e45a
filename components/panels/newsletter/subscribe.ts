// Newsletter sign-up (spec §5, §7, §8): POST /api/subscriber/save { email }. The answer decides
// the snackbar: saved, already subscribed (`error: already_exists`), or failed (danger).
import { is, literal, type } from 'superstruct'
import { api } from '../../../client/api.js'
import type { AlertType } from '../../../client/store.js'
import type { MessageKey } from '../../../shared/locales/intl.js'

export type SubscribeOutcome = { saved: boolean; alert: AlertType; message: MessageKey }

const Saved = type({ success: literal(true) })
const AlreadyExists = type({ error: literal('already_exists') })

export async function subscribe(email: string, form: string): Promise<SubscribeOutcome> {
  try {
    const answer = await api.post('/api/subscriber/save', { email }, { form })
    if (is(answer, Saved)) return { saved: true, alert: 'success', message: 'newsletter.success' }
    if (is(answer, AlreadyExists)) return { saved: false, alert: 'info', message: 'newsletter.already_exists' }
  } catch {
    // Network, server or validation failure: a 422's message is already at the field.
  }
  return { saved: false, alert: 'danger', message: 'newsletter.failure' }
}
