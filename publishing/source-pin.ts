// Guard 1 of docs/scheduling.md: a release records where its content came from and the public
// address it was built for, and no later run publishes over it from elsewhere unless told to.
// A forgotten CONTENT_API_URL (a cron line, a restarted unit) once rebuilt the firm's site from the
// embedded sample API and published the demo site over it with exit 0.
//
// Node's modules only: publishing/cli.ts reads the pin before it starts the content stage's process,
// which takes its source from the environment.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The embedded sample API's name in a pin (its port changes every run). */
export const embeddedSample = 'embedded sample API'
export const defaultSiteUrl = 'https://www.korvina.example'
export const pinFileName = 'build-source.json'

export type SourcePin = {
  /** The content API's base URL as set in CONTENT_API_URL (no trailing slash), or `embeddedSample`. */
  content: string
  /** The public address canonical links, hreflang and the sitemap were built for (SITE_URL). */
  siteUrl: string
}

type Env = Readonly<Record<string, string | undefined>>

const withoutSlash = (url: string) => url.replace(/\/+$/, '')

/** The source this process's environment names (what shared/config/site.ts and content-pipeline/cli.ts read). */
export function sourceOfEnv(env: Env): SourcePin {
  const api = env.CONTENT_API_URL?.trim()
  return { content: api ? withoutSlash(api) : embeddedSample, siteUrl: withoutSlash(env.SITE_URL?.trim() || defaultSiteUrl) }
}

/** The pin of the release in `releaseDir`; null when it has none (nothing published, or a release from before pins). */
export function readPin(releaseDir: string): SourcePin | null {
  try {
    const value: unknown = JSON.parse(readFileSync(join(releaseDir, pinFileName), 'utf8'))
    if (typeof value !== 'object' || value === null) return null
    const { content, siteUrl } = value as Record<string, unknown>
    return typeof content === 'string' && typeof siteUrl === 'string' ? { content, siteUrl } : null
  } catch {
    return null
  }
}

export function writePin(releaseDir: string, pin: SourcePin): void {
  writeFileSync(join(releaseDir, pinFileName), JSON.stringify(pin, null, 2) + '\n')
}

/**
 * What a rebuild takes from the published release's pin: the settings the environment leaves
 * unset. A full build takes nothing: `npm run build` with no CONTENT_API_URL means the sample.
 */
export function pinnedSettings(pin: SourcePin | null, env: Env): Record<string, string> {
  if (!pin) return {}
  const out: Record<string, string> = {}
  if (!env.CONTENT_API_URL?.trim() && pin.content !== embeddedSample) out.CONTENT_API_URL = pin.content
  if (!env.SITE_URL?.trim()) out.SITE_URL = pin.siteUrl
  return out
}

/** Why a run from `now` must not publish over a release pinned to `pinned`; null when it may. */
export function sourceMismatch(now: SourcePin, pinned: SourcePin | null): string | null {
  if (!pinned) return null
  const differs: string[] = []
  if (now.content !== pinned.content) differs.push(`content from ${now.content}, but the published site's came from ${pinned.content}`)
  if (now.siteUrl !== pinned.siteUrl) differs.push(`built for ${now.siteUrl}, but the published site was built for ${pinned.siteUrl}`)
  if (differs.length === 0) return null
  return (
    `this run's source is not the published site's: ${differs.join('; ')}. ` +
    "Set CONTENT_API_URL and SITE_URL as for the published build, or pass --replace-source to replace the site with this source's (docs/scheduling.md)"
  )
}

/**
 * Whether an unattended runner (the webhook receiver, a CI workflow) has a source: one set in
 * the environment, or an external API the published release is pinned to. With nothing
 * published (a fresh checkout) the embedded sample is allowed: there is nothing to replace.
 */
export function unattendedSourceProblem(env: Env, pinned: SourcePin | null, published: boolean): string | null {
  if (env.CONTENT_API_URL?.trim()) return null
  if (pinned && pinned.content !== embeddedSample) return null
  if (!published) return null
  return (
    'no content source: CONTENT_API_URL is not set and the published site is not pinned to an external API. ' +
    'An unattended rebuild would publish the embedded sample site; set CONTENT_API_URL (docs/scheduling.md)'
  )
}
