// Signatures the webhook has accepted, kept as long as their timestamp is fresh: a request seen
// before is refused (a captured one cannot be sent again), and one older than the window is refused
// by its time, so nothing older need be kept.
import { SIGNATURE_TOLERANCE_SECONDS } from './webhook-auth.js'

export type ReplayGuard = {
  /** True the first time a signature is seen (it is recorded), false every time after. */
  firstSight(digestHex: string, timestamp: number, nowSeconds: number): boolean
}

export function createReplayGuard(): ReplayGuard {
  const seen = new Map<string, number>()
  return {
    firstSight(digestHex, timestamp, nowSeconds) {
      for (const [key, t] of seen) if (t < nowSeconds - SIGNATURE_TOLERANCE_SECONDS) seen.delete(key)
      if (seen.has(digestHex)) return false
      seen.set(digestHex, timestamp)
      return true
    },
  }
}
