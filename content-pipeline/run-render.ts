// A run's second phase (run.ts): Markdown and links rendered (render.ts), except the kinds and
// items the reuse plan takes from the previous output, whose render facts (media, warnings) are
// replayed instead. Normalize and render both run before the run stops, so reference and link
// errors come in one list.
import { type PerLocale, perLocale } from '../shared/config/perLocale.js'
import { Issues } from './issues.js'
import type { LocaleContent } from './model.js'
import { kindOfItemFactsKey, renderContentAsync } from './render.js'
import type { RenderFacts } from './reuse.js'
import type { RunContext } from './run-context.js'
import type { SourceStep } from './run-source.js'
import { contentKindNames } from './schemas/changes.js'
import type { ContentKind } from './schemas/endpoints.js'
import type { MarkdownCache } from './markdown-cache.js'

/** The content with these kinds' lists empty (each locale a new object; the lists are shared). */
export function withKindsEmptied(content: PerLocale<LocaleContent>, kinds: readonly ContentKind[]): PerLocale<LocaleContent> {
  return perLocale((locale) => {
    const out: LocaleContent = { ...content[locale] }
    for (const kind of kinds) Object.assign(out, { [kind]: [] })
    return out
  })
}

/** The render facts this output is written with: of the kinds rendered, this run's; of the kinds skipped, the previous output's. */
function factsOf(rendered: Pick<RenderFacts, 'kinds' | 'items'>, previous: Pick<RenderFacts, 'kinds' | 'items'> | undefined, skipped: readonly ContentKind[]): RenderFacts {
  // In one order, so the file is the same whichever kinds and items were rendered.
  const kinds: RenderFacts['kinds'] = {}
  for (const kind of contentKindNames) {
    const f = skipped.includes(kind) ? previous?.kinds[kind] : rendered.kinds[kind]
    if (f) kinds[kind] = f
  }
  const items: RenderFacts['items'] = { ...rendered.items }
  for (const [key, f] of Object.entries(previous?.items ?? {})) {
    if (skipped.some((kind) => kind === kindOfItemFactsKey(key))) items[key] = f
  }
  return { version: 2, kinds, items: Object.fromEntries(Object.entries(items).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) }
}

export async function renderStep(run: RunContext, opening: Promise<MarkdownCache | undefined>, { content, paths, ...rest }: SourceStep) {
  const { issues, options } = run
  const cache = await opening
  const renderOptions = { ...(cache ? { cache } : {}), ...(options.workers === undefined ? {} : { workers: options.workers }) }
  // Kinds the previous output holds as this run makes them are not rendered: what rendering
  // them gave besides the HTML (media, warnings) comes from its render facts (reuse.ts).
  const previousFacts = rest.previous?.facts ?? undefined
  const skipped = rest.plan.skipped
  // Items taken from the previous files are not rendered either; their facts are replayed.
  const reuse = rest.taken && previousFacts ? { ids: rest.taken.ids, facts: previousFacts.items } : undefined
  const rendered = await renderContentAsync(withKindsEmptied(content, skipped), paths, issues, { ...renderOptions, ...(reuse ? { reuse } : {}) })
  for (const kind of skipped) {
    const f = previousFacts?.kinds[kind]
    if (!f) continue
    for (const [path, from] of f.media) if (!rendered.media.has(path)) rendered.media.set(path, from)
    issues.warnings.push(...f.warnings)
  }
  const facts = factsOf({ kinds: rendered.facts, items: rendered.items }, previousFacts, skipped)
  // Should their files not be the output after all (another image index), they are rendered then.
  // (A narrow run's content lacks the kinds it left out: they are read and shaped then.)
  const renderSkipped = async () => {
    const from = rest.widenContent ? await rest.widenContent() : content
    return renderContentAsync(
      withKindsEmptied(
        from,
        contentKindNames.filter((kind) => !skipped.includes(kind)),
      ),
      paths,
      new Issues(),
      renderOptions,
    )
  }
  const partly = [...(rest.taken?.ids.keys() ?? [])]
  const whole = withKindsEmptied(
    content,
    contentKindNames.filter((kind) => !partly.includes(kind)),
  )
  const renderTaken = () => renderContentAsync(whole, paths, new Issues(), renderOptions)
  return { ...rest, ...rendered, facts, cache, skipped, renderSkipped, partly, renderTaken }
}

export type RenderStep = Awaited<ReturnType<typeof renderStep>>
