// One Markdown field as a unit of work: its text, locale and place. Rendering a field records
// everything the rendering did besides returning HTML — the errors and warnings it reported, the
// /media/ paths it referenced and the links it asked the resolver about, with the answers — so the
// field can be rendered in a worker thread or taken from the render cache, and its effects
// replayed in the main thread in the original order: the same output and messages as rendering
// it there (render.ts, markdown-cache.ts, markdown-pool.ts).
import { array, nullable, object, optional, string, tuple, type Infer } from 'superstruct'
import { Issues } from './issues.js'
import { createLinkResolver, type LinkResolver } from './links.js'
import type { MarkdownRenderer } from './markdown.js'
import type { PathIndex } from './paths.js'
import { LocaleCode } from './schemas/common.js'

export const PlaceStruct = object({ endpoint: string(), kind: string(), subject: optional(string()), field: optional(string()) })

export const FieldTask = object({ locale: LocaleCode, where: PlaceStruct, text: string() })
export type FieldTask = Infer<typeof FieldTask>

/** Each link the rendering resolved, in order: the href and the resolver's answer (null: unresolvable). */
export const LinkAnswers = array(tuple([string(), nullable(string())]))
export type LinkAnswers = Infer<typeof LinkAnswers>

export const FieldResult = object({
  html: string(),
  /** Formatted as Issues formats them (`GET … · kind · id 1 · body: …`). */
  errors: array(string()),
  warnings: array(string()),
  /** Every /media/ path the HTML references, in the order the renderer reported them. */
  media: array(string()),
  links: LinkAnswers,
})
export type FieldResult = Infer<typeof FieldResult>

const empty: FieldResult = { html: '', errors: [], warnings: [], media: [], links: [] }

/**
 * Renders fields of one thread: one renderer (markdown.ts createMarkdownRenderer: processors built
 * once per locale; passed in, so that what only replays cached fields never loads unified) and one path index.
 */
export function createFieldRenderer(paths: PathIndex, renderer: MarkdownRenderer): (task: FieldTask) => FieldResult {
  return (task) => {
    if (task.text.trim() === '') return empty
    const issues = new Issues()
    const media: string[] = []
    const links: LinkAnswers = []
    const resolver = createLinkResolver(paths, issues)
    const recording: LinkResolver = {
      resolve(href, locale, where) {
        const answer = resolver.resolve(href, locale, where)
        links.push([href, answer ?? null])
        return answer
      },
    }
    const html = renderer.render(task.text, { locale: task.locale, where: task.where, links: recording, issues, media: (path) => media.push(path) })
    return { html, errors: issues.errors, warnings: issues.warnings, media, links }
  }
}
