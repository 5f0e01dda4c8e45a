// docs/content-api.md is the published contract: keep its field tables in step with the structs.
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { contentMeta } from '../../content-pipeline/schemas/common.js'
import { type ContentKind, contentKinds, type SingletonKind, singletonKinds } from '../../content-pipeline/schemas/endpoints.js'
import { vouchers } from './vouchers.js'

const doc = await readFile(new URL('../../docs/content-api.md', import.meta.url), 'utf8')

/** The documentation section whose heading names the kind's path. */
function section(path: string): string {
  const start = doc.search(new RegExp(`^### .*\`${path.replace(/[/]/g, '\\/')}\``, 'm'))
  if (start < 0) return ''
  const next = doc.slice(start + 4).search(/^##/m)
  return next < 0 ? doc.slice(start) : doc.slice(start, start + 4 + next)
}

describe('docs/content-api.md', () => {
  for (const kind of Object.keys(contentKinds) as ContentKind[]) {
    it(`documents every field of ${kind}`, () => {
      const { path, item } = contentKinds[kind]
      const text = section(path)
      expect(text, `a "### … \`${path}\`" section`).not.toBe('')
      const fields = Object.keys(item.schema).filter((f) => !(f in contentMeta))
      for (const field of fields) expect(text, `${kind}.${field}`).toContain(`\`${field}\``)
      expect(doc).toContain(`\`${contentKinds[kind].linkKind}\``)
    })
  }

  it('names every singleton path and every sample voucher code', () => {
    for (const kind of Object.keys(singletonKinds) as SingletonKind[]) expect(doc).toContain(singletonKinds[kind].path)
    for (const v of vouchers) expect(doc).toContain(`\`${v.code}\``)
  })
})
