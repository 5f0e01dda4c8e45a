// The change feed of the content API (docs/content-api.md "Change feed and conditional requests"):
// `GET /api/changes?since={cursor}` lists what changed in the content kinds after the cursor.
import { array, enums, nullable, object, type Infer } from 'superstruct'
import { Id, IsoDateTime, LocaleCode, Text } from './common.js'
import { type ContentKind, contentKinds } from './endpoints.js'

export const changeFeedPath = '/api/changes'

function isContentKind(name: string): name is ContentKind {
  return Object.hasOwn(contentKinds, name)
}

/** Every kind of endpoints.ts `contentKinds`, in table order. */
export const contentKindNames: readonly ContentKind[] = Object.keys(contentKinds).filter(isContentKind)

export const ContentKindName = enums(contentKindNames)
export const ChangeOp = enums(['upsert', 'delete'])

/**
 * One change of one item. `locale`: the translation whose own fields changed or that was deleted;
 * null when only shared fields changed or the whole item was deleted. `updated_at`: when it happened.
 */
export const Change = object({
  kind: ContentKindName,
  id: Id,
  locale: nullable(LocaleCode),
  op: ChangeOp,
  updated_at: IsoDateTime,
})

/** `data` of the feed's answer: the cursor to ask with next time and the changes after `since`, oldest first. */
export const ChangeFeed = object({ cursor: Text, changes: array(Change) })
export const ChangeFeedAnswer = object({ data: ChangeFeed })

export type Change = Infer<typeof Change>
export type ChangeOp = Infer<typeof ChangeOp>
export type ChangeFeed = Infer<typeof ChangeFeed>
