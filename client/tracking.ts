// Consent Mode updates and the third-party tags (spec §4, §7). Nothing third-party loads before a
// choice: the tag manager needs an id and at least one optional category, the insight tag needs
// marketing, session recording needs analytical. The browser binding is `browserHost()`; the
// decisions take a host so the unit tests run without a DOM.
import { googleConsent, optionalCategories, type ConsentState } from './consent.js'
import type { TrackingConfig } from './trackingConfig.js'

export type TagId = 'gtm' | 'linkedin' | 'hotjar'
export type Tag = { id: TagId; src: string }

export function tagsFor(consent: ConsentState | null, config: TrackingConfig): Tag[] {
  if (consent?.status !== 'accepted') return []
  const { categories } = consent
  const tags: Tag[] = []
  if (config.gtmId && optionalCategories.some((c) => categories[c])) {
    tags.push({ id: 'gtm', src: `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(config.gtmId)}` })
  }
  if (config.linkedInPartnerId && categories.marketing) {
    tags.push({ id: 'linkedin', src: 'https://snap.licdn.com/li.lms-analytics/insight.min.js' })
  }
  if (config.hotjarId && categories.analytical) {
    tags.push({ id: 'hotjar', src: `https://static.hotjar.com/c/hotjar-${encodeURIComponent(config.hotjarId)}.js?sv=6` })
  }
  return tags
}

/** gtag() queues its `arguments` object (the tag manager only reads commands in that shape). */
export function gtagCommand(..._args: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params -- the Arguments object itself is the point (above)
  return arguments
}

export type TrackingHost = {
  dataLayer: unknown[]
  isLoaded(id: TagId): boolean
  /** Sets the tool's globals (partner id, queue stubs) and appends its async script. */
  load(tag: Tag, config: TrackingConfig): void
  /** A tag that is running cannot be unloaded: the page reloads without it. */
  reload(): void
}

/**
 * Sends the Consent Mode update for `consent` and loads what it allows. When consent for an
 * already running tag is withdrawn, the page reloads so the tag stops.
 */
export function applyConsent(consent: ConsentState, config: TrackingConfig, host: TrackingHost): void {
  host.dataLayer.push(gtagCommand('consent', 'update', googleConsent(consent)))
  host.dataLayer.push({ event: 'consent_update', consent_status: consent.status })
  const allowed = tagsFor(consent, config)
  const allowedIds = new Set(allowed.map((t) => t.id))
  const running = (['gtm', 'linkedin', 'hotjar'] as const).filter((id) => host.isLoaded(id))
  if (running.some((id) => !allowedIds.has(id))) {
    host.reload()
    return
  }
  for (const tag of allowed) {
    if (host.isLoaded(tag.id)) continue
    // The container's start event, as the tag manager snippet pushes it, after the consent update.
    if (tag.id === 'gtm') host.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    host.load(tag, config)
  }
}

type Queue = ((...args: unknown[]) => void) & { q: unknown[] }

declare global {
  interface Window {
    dataLayer?: unknown[]
    _linkedin_partner_id?: string
    _linkedin_data_partner_ids?: string[]
    lintrk?: Queue
    hj?: Queue
    _hjSettings?: { hjid: number; hjsv: number }
  }
}

function queue(): Queue {
  const q: unknown[] = []
  return Object.assign(
    (...args: unknown[]) => {
      q.push(args)
    },
    { q },
  )
}

export function browserHost(): TrackingHost {
  window.dataLayer ??= []
  const dataLayer = window.dataLayer
  return {
    dataLayer,
    isLoaded: (id) => document.getElementById(`tag-${id}`) !== null,
    load(tag, config) {
      if (tag.id === 'linkedin' && config.linkedInPartnerId) {
        window._linkedin_partner_id = config.linkedInPartnerId
        window._linkedin_data_partner_ids ??= []
        window._linkedin_data_partner_ids.push(config.linkedInPartnerId)
        window.lintrk ??= queue()
      }
      if (tag.id === 'hotjar' && config.hotjarId) {
        window.hj ??= queue()
        window._hjSettings = { hjid: Number(config.hotjarId), hjsv: 6 }
      }
      const script = document.createElement('script')
      script.id = `tag-${tag.id}`
      script.async = true
      script.src = tag.src
      document.head.append(script)
    },
    reload: () => location.reload(),
  }
}
