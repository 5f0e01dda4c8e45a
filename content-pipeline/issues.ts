// Problems found in the content, collected rather than thrown, so one run reports every broken
// record at once (an editor fixes the whole list, not one error per build).

/** Where a problem sits: `GET /api/services/en · services · id 104 · faq.1.question`. */
export type Place = {
  /** `GET /api/services/en` (the answer the value came from). */
  endpoint: string
  /** Entity kind as endpoints.ts names it: `services`, `settings`… */
  kind: string
  /** Which record: `id 104`, `record topmenu`; empty for the answer as a whole. */
  subject?: string
  /** Dotted path inside the record: `faq.1.question`. */
  field?: string
}

export function formatPlace(place: Place): string {
  const parts = [place.endpoint, place.kind]
  if (place.subject) parts.push(place.subject)
  if (place.field) parts.push(place.field)
  return parts.join(' · ')
}

export function formatIssue(place: Place, reason: string): string {
  return `${formatPlace(place)}: ${reason}`
}

export class Issues {
  readonly errors: string[] = []
  readonly warnings: string[] = []

  error(place: Place, reason: string): void {
    this.errors.push(formatIssue(place, reason))
  }

  /** A failure that is not about one record (an unreachable endpoint, a timeout). */
  fail(message: string): void {
    this.errors.push(message)
  }

  warn(place: Place, reason: string): void {
    this.warnings.push(formatIssue(place, reason))
  }

  get failed(): boolean {
    return this.errors.length > 0
  }
}

/**
 * Requests finish in any order, so messages are grouped by their endpoint (the part before the
 * first ` · `) for a stable report; the sort is stable, so one answer's failures keep their order.
 */
export function byEndpoint(messages: readonly string[]): string[] {
  const key = (m: string) => m.split(' · ', 1)[0] ?? m
  return [...messages].sort((a, b) => {
    const ka = key(a)
    const kb = key(b)
    return ka < kb ? -1 : ka > kb ? 1 : 0
  })
}

/** Thrown when a run stops: carries every error, so the CLI can list them all. */
export class PipelineError extends Error {
  readonly errors: readonly string[]
  readonly warnings: readonly string[]

  constructor(
    readonly stage: string,
    errors: readonly string[],
    warnings: readonly string[] = [],
  ) {
    const sorted = byEndpoint(errors)
    super(`Content pipeline failed at ${stage} with ${sorted.length} error(s):\n- ${sorted.join('\n- ')}`)
    this.name = 'PipelineError'
    this.errors = sorted
    this.warnings = byEndpoint(warnings)
  }
}

export function fieldPath(path: readonly (string | number)[]): string {
  return path.map(String).join('.')
}
