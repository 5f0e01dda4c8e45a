// The serialized pageContext, as Vike writes it (@brillout/json-serializer with `<` escaped),
// without the serializer's per-value replacer for the common case: data that is plain JSON
// (objects, arrays, strings not starting with '!', finite numbers, booleans, null) serializes to
// exactly JSON.stringify's text. Anything else (undefined, Date, NaN, a '!' string …) takes the
// library's own path, so the output never differs (serialize.test.ts checks both against it).
import { stringify } from '@brillout/json-serializer/stringify'

function isPlainJson(value: unknown, depth = 0): boolean {
  if (depth > 200) return false
  switch (typeof value) {
    case 'string':
      return value[0] !== '!'
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0)
    case 'boolean':
      return true
    case 'object': {
      if (value === null) return true
      if (Array.isArray(value)) {
        for (const v of value) if (!isPlainJson(v, depth + 1)) return false
        return true
      }
      const proto = Object.getPrototypeOf(value)
      if (proto !== Object.prototype && proto !== null) return false
      for (const key in value) {
        if (!isPlainJson((value as Record<string, unknown>)[key], depth + 1)) return false
      }
      return true
    }
    default:
      return false
  }
}

/** Vike's serialization of the client's pageContext; in the HTML <script> Vike also escapes `/`. */
export function serializePageContext(value: unknown): string {
  if (isPlainJson(value)) return JSON.stringify(value).replaceAll('<', '\\u003c')
  return stringify(value, { forbidReactElements: true, htmlScriptSafe: { escapeScripts: true, escapeURLs: false } })
}
