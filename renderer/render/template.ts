// Turns the `escapeInject` template that vike-react's onRenderHtml returns into a string, as
// Vike's renderTemplate() does for non-streamed pages: literal parts as they are, nested templates
// recursively, `dangerouslySkipEscape()` values verbatim, every other value HTML-escaped.
export type Template = { _template: { templateStrings: readonly string[]; templateVariables: readonly unknown[] } }

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

// vike/utils/escapeHtml
export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#039;')
}

export function templateToString(template: Template): string {
  const { templateStrings, templateVariables } = template._template
  let out = ''
  for (let i = 0; i < templateVariables.length; i++) {
    out += templateStrings[i]
    const v = templateVariables[i]
    if (isObject(v) && typeof v._escaped === 'string') out += v._escaped
    else if (isObject(v) && '_template' in v) out += templateToString(v as Template)
    else if (typeof v === 'string') out += escapeHtml(v)
    else if (v === null || v === undefined) out += ''
    else throw new Error(`template variable ${i} is a ${typeof v}; streams are not supported by the page renderer`)
  }
  return out + templateStrings[templateStrings.length - 1]
}
