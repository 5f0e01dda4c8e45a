// Control endpoints for browser tests (only with `control: true`): make the bot check fail,
// read back what the forms sent, inject faults, and reset everything between tests.
import { boolean, is, object, optional } from 'superstruct'
import type { BotCheck } from '../botcheck.js'
import { FaultCommand, type FaultControl } from '../faults.js'
import { badRequest, json, readBody, type Router } from '../http.js'
import type { Store } from '../store.js'

const BotCheckCommand = object({ fail: optional(boolean()), unavailable: optional(boolean()) })

export function controlRoutes(router: Router, deps: { store: Store; faults: FaultControl; bot: BotCheck }): void {
  const { store, faults, bot } = deps
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
  router.add('POST', '/__control/reset', async () => {
    faults.clear()
    bot.reset()
    await store.reset()
    return json(200, { success: true })
  })
}
