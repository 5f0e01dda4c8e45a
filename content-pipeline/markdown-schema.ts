// Which fields of a content kind are Markdown, read from the item's struct (schemas/content.ts):
// a field declared `Markdown` (schemas/common.ts), or such a field of each element of a list
// (a service's `faq.*.answer`). The struct is then the one place that says it: render.ts renders
// exactly these, in the struct's order, for every kind alike. A Markdown field must be declared
// `Markdown` itself (superstruct's `nullable(Markdown)` is a new struct this cannot recognize).
import { Struct } from 'superstruct'
import { Markdown } from './schemas/common.js'

/** What is read of a struct: its type (`object`, `array`…) and its schema (an object's fields, an array's element). */
type StructShape = { readonly type: string; readonly schema: unknown }

const fieldsOf = (struct: StructShape): [string, unknown][] => (struct.type === 'object' && typeof struct.schema === 'object' && struct.schema !== null ? Object.entries(struct.schema) : [])

/** The Markdown fields of an item of `struct`, in its order: `body`, or `faq.*.answer` for a field of each element of the list `faq`. */
export function markdownFieldsOf(struct: StructShape): string[] {
  return fieldsOf(struct).flatMap(([name, field]) => {
    if (field === Markdown) return [name]
    if (field instanceof Struct && field.type === 'array' && field.schema instanceof Struct) {
      return fieldsOf(field.schema).flatMap(([sub, inner]) => (inner === Markdown ? [`${name}.*.${sub}`] : []))
    }
    return []
  })
}

/** A field's text passed through `md` with its place (`body`, `faq.2.answer`). */
export type FieldText = (field: string, text: string) => string

/** `item` with each of its Markdown fields `fields` (markdownFieldsOf) passed through `md`, in their order. */
export function withMarkdown<T extends object>(item: T, fields: readonly string[], md: FieldText): T {
  let out = item
  for (const field of fields) {
    const [list, sub] = field.split('.*.')
    if (list === undefined) continue
    const value: unknown = Reflect.get(out, list)
    if (sub === undefined && typeof value === 'string') out = { ...out, [list]: md(list, value) }
    else if (sub !== undefined && Array.isArray(value)) out = { ...out, [list]: value.map((element: unknown, i) => withField(element, sub, (text) => md(`${list}.${i}.${sub}`, text))) }
  }
  return out
}

function withField(element: unknown, name: string, md: (text: string) => string): unknown {
  if (typeof element !== 'object' || element === null) return element
  const value: unknown = Reflect.get(element, name)
  return typeof value === 'string' ? { ...element, [name]: md(value) } : element
}
