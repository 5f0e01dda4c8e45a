// A small seeded PRNG, so the dataset generator and the generated media are reproducible:
// the same seed gives byte-identical output on every machine (Math.random never is).

/** 32-bit FNV-1a hash of a string; used to turn seeds and media paths into PRNG states. */
export function hash32(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export type Rng = {
  /** Uniform float in [0, 1). */
  next(): number
  /** Integer in [min, max] (both inclusive). */
  int(min: number, max: number): number
  /** True with probability p. */
  chance(p: number): boolean
  pick<T>(list: readonly T[]): T
  /** `count` distinct elements, in list order of drawing. */
  sample<T>(list: readonly T[], count: number): T[]
}

/** mulberry32: tiny, fast and good enough for test data. */
export function createRng(seed: number | string): Rng {
  let state = typeof seed === 'number' ? seed >>> 0 : hash32(seed)
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick<T>(list: readonly T[]): T {
      if (list.length === 0) throw new Error('pick from an empty list')
      return list[int(0, list.length - 1)]!
    },
    sample<T>(list: readonly T[], count: number): T[] {
      const pool = [...list]
      const out: T[] = []
      while (out.length < count && pool.length > 0) out.push(pool.splice(int(0, pool.length - 1), 1)[0]!)
      return out
    },
  }
}
