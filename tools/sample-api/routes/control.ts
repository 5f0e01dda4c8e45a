// Control endpoints for browser tests (only with `control: true`): make the bot check fail,
// read back what the forms sent, inject faults, edit the content, and reset everything between tests.
import { boolean, integer, is, literal, nullable, object, optional, record, string, unknown } from 'superstruct'
import type { BotCheck } from '../botcheck.js'
import type { ContentEditor } from '../editing.js'
import { FaultCommand, type FaultControl } from '../faults.js'
import { badRequest, json, readBody, type Router } from '../http.js'
import type { Store } from '../store.js'

const BotCheckCommand = object({ fail: optional(boolean()), unavailable: optional(boolean()) })

/** Body of `POST /__control/content`: a patch or a delete of one item (kind and locale are checked by the editor: 404). */
const ContentCommand = object({
  kind: string(),
  id: integer(),
  locale: optional(nullable(string())),
  patch: optional(record(string(), unknown())),
  delete: optional(literal(true)),
  /** An edit of the draft only (docs/content-api.md "Drafts"); a patch of an unknown id creates a draft item. */
  draft: optional(boolean()),
})

export function controlRoutes(router: Router, deps: { store: Store; faults: FaultControl; bot: BotCheck; editor: ContentEditor; drafts: ContentEditor }): void {
  const { store, faults, bot, editor, drafts } = deps
  router.add('POST', '/__control/bot-check', async (ctx) => {
    const body = await readBody(ctx.req)
    if (!body.ok) return body.reply
    if (!is(body.value, BotCheckCommand)) return badRequest('Expected { fail?: boolean, unavailable?: boolean }')
    bot.flags = { fail: body.value.fail ?? bot.flags.fail, unavailable: body.value.unavailable ?? bot.flags.unavailable }
    return json(200, { data: bot.flags })
  })
  router.add('GET', '/__control/requests', (ctx) => {
    const collection = ctx.url.searchParams.get('collection') ?? 'user-request'
    if (!/^[a-z][a-z0-9-]*$/.test(collection)) return badRequest('Bad collection name')
    return json(200, { data: store.entries(collection) })
  })
  router.add('GET', '/__control/faults', () => json(200, { data: faults.list() }))
  router.add('POST', '/__control/faults', async (ctx) => {
    const body = await readBody(ctx.req)
    if (!body.ok) return body.reply
    const command = body.value
    if (!is(command, FaultCommand)) return badRequest('Expected { prefix, fault } or { clear: true }')
    if ('clear' in command) faults.clear()
    else if (!command.prefix.startsWith('/')) return badRequest('prefix must start with /')
    else faults.set(command.prefix, command.fault)
    return json(200, { data: faults.list() })
  })
  router.add('POST', '/__control/content', async (ctx) => {
    const body = await readBody(ctx.req)
    if (!body.ok) return body.reply
    const command = body.value
    const usage = 'Expected { kind, id, locale?, draft?, patch: { field: value, … } } or { kind, id, locale?, draft?, delete: true }'
    if (!is(command, ContentCommand)) return badRequest(usage)
    const { kind, id, patch } = command
    const locale = command.locale ?? null
    if ((patch === undefined) === (command.delete === undefined)) return badRequest(`${usage}: exactly one of patch and delete`)
    const edit = patch !== undefined ? { kind, id, locale, patch } : { kind, id, locale, delete: true as const }
    const result = (command.draft ? drafts : editor).apply(edit)
    // A published edit is in the draft view too (over the item's draft, for the fields it sets).
    if (!command.draft && result.status === 200) drafts.apply(edit)
    if (result.status === 200) return json(200, { data: result.data })
    return result.status === 404 ? json(404, { error: 'not_found', message: result.message }) : badRequest(result.message)
  })
  router.add('POST', '/__control/reset', async () => {
    faults.clear()
    bot.reset()
    editor.reset()
    drafts.reset()
    await store.reset()
    return json(200, { success: true })
  })
}
