// Fault injection for the content pipeline's tests (retries, timeouts, validation of broken
// answers) and for browser tests: a fault is bound to a path prefix and can fire a limited
// number of times. The longest matching prefix wins.
import { enums, integer, literal, object, optional, refine, string, union, type Infer } from 'superstruct'

const Times = optional(refine(integer(), 'Times', (v) => v > 0))

export const Fault = union([
  object({ kind: literal('status'), status: enums([500, 404, 429]), times: Times }),
  object({ kind: literal('delay'), ms: refine(integer(), 'Delay', (v) => v >= 0 && v <= 120_000), times: Times }),
  object({ kind: literal('malformed'), times: Times }),
])
export type Fault = Infer<typeof Fault>

/** Body of `POST /__control/faults`: set a fault on a prefix, or clear them all. */
export const FaultCommand = union([object({ prefix: string(), fault: Fault }), object({ clear: literal(true) })])

export type FaultControl = {
  set(prefix: string, fault: Fault): void
  clear(): void
  /** The active faults, for debugging and the control endpoint. */
  list(): { prefix: string; fault: Fault }[]
  /** Takes the fault that applies to a path (counting down `times`), if any. */
  take(pathname: string): Fault | undefined
}

export function createFaults(): FaultControl {
  const active = new Map<string, { fault: Fault; left: number }>()
  return {
    set(prefix, fault) {
      if (!prefix.startsWith('/')) throw new Error(`Fault prefix must start with /: ${prefix}`)
      active.set(prefix, { fault, left: fault.times ?? Infinity })
    },
    clear() {
      active.clear()
    },
    list() {
      return [...active].map(([prefix, { fault }]) => ({ prefix, fault }))
    },
    take(pathname) {
      let best: string | undefined
      for (const prefix of active.keys()) {
        if (pathname.startsWith(prefix) && (best === undefined || prefix.length > best.length)) best = prefix
      }
      if (best === undefined) return undefined
      const slot = active.get(best)
      if (!slot) return undefined
      slot.left -= 1
      if (slot.left <= 0) active.delete(best)
      return slot.fault
    },
  }
}
