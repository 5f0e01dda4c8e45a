// The client side of the content API's change feed (docs/content-api.md "Change feed and
// conditional requests"): what changed since a cursor, or 'reset' when the client must fetch all.
import { validate } from 'superstruct'
import { type Change, type ChangeFeed, ChangeFeedAnswer, changeFeedPath } from './schemas/changes.js'
import { type HttpClient, HttpError, type JsonAnswer } from './fetch.js'
import { fieldPath, formatIssue } from './issues.js'
import { endpointOf } from './validate.js'

export type { Change } from './schemas/changes.js'

/** An item the feed reported, without the time: what a rebuild needs to know. */
export type ChangedItem = Pick<Change, 'kind' | 'id' | 'locale' | 'op'>

/**
 * `GET /api/changes?since={cursor}`: the changes after `cursor` (oldest first) and the cursor to
 * store for next time, or 'reset' when there is no cursor or the API no longer knows it (410 Gone):
 * then fetch everything, with a cursor taken first by `currentCursor`. Any other failure throws
 * (an HttpError, or an Error naming the field when the answer does not match the contract).
 */
export async function fetchChanges(client: HttpClient, cursor: string | null): Promise<ChangeFeed | 'reset'> {
  if (cursor === null) return 'reset'
  let answer: JsonAnswer
  try {
    answer = await client.getJson(`${changeFeedPath}?since=${encodeURIComponent(cursor)}`)
  } catch (err) {
    if (err instanceof HttpError && err.status === 410) return 'reset'
    throw err
  }
  return feedOf(answer)
}

/** `GET /api/changes`: the cursor of the content as it is now. Take it before fetching everything. */
export async function currentCursor(client: HttpClient): Promise<string> {
  return feedOf(await client.getJson(changeFeedPath)).cursor
}

function feedOf(answer: JsonAnswer): ChangeFeed {
  const [error, value] = validate(answer.body, ChangeFeedAnswer)
  if (!error) return value.data
  const endpoint = endpointOf(answer)
  const problems = error.failures().map((f) => formatIssue({ endpoint, kind: 'changes', field: fieldPath(f.path) }, f.message))
  throw new Error(`The change feed answered outside the contract:\n- ${problems.join('\n- ')}`)
}

/**
 * One entry per item and locale, the last one winning (a delete after edits is a delete; a reset
 * after a delete is an upsert), in the order of those last entries.
 */
export function latestChanges(changes: readonly Change[]): ChangedItem[] {
  const latest = new Map<string, ChangedItem>()
  for (const { kind, id, locale, op } of changes) {
    const key = `${kind}/${id}/${locale ?? '*'}`
    latest.delete(key)
    latest.set(key, { kind, id, locale, op })
  }
  return [...latest.values()]
}
