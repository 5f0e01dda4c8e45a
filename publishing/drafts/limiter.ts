// Failed attempts to enter the preview, limited per client: a small token bucket per remote
// address. Each failure takes a token; tokens come back at a steady rate; an empty bucket answers
// 429 with the seconds until the next token. Time is an input (tests pass their own clock).

export type Limiter = {
  /** Seconds until `client` may try again, or 0 when it may now. */
  retryAfter(client: string, now: number): number
  /** Counts a failed attempt of `client`. */
  fail(client: string, now: number): void
}

export function createLimiter({ burst, refillMs }: { burst: number; refillMs: number }): Limiter {
  const buckets = new Map<string, { tokens: number; at: number }>()
  const current = (client: string, now: number) => {
    const bucket = buckets.get(client) ?? { tokens: burst, at: now }
    const tokens = Math.min(burst, bucket.tokens + Math.max(0, now - bucket.at) / refillMs)
    return { tokens, at: now }
  }
  return {
    retryAfter(client, now) {
      const { tokens } = current(client, now)
      return tokens >= 1 ? 0 : Math.ceil(Math.round((1 - tokens) * refillMs) / 1000)
    },
    fail(client, now) {
      const bucket = current(client, now)
      // A full bucket is the default: forget it, so that clients that failed once long ago cost nothing.
      for (const [key, b] of buckets) if (b.tokens + (now - b.at) / refillMs >= burst) buckets.delete(key)
      buckets.set(client, { tokens: Math.max(0, bucket.tokens - 1), at: now })
    },
  }
}
