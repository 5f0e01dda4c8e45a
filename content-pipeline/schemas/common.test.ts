import { is } from 'superstruct'
import { describe, expect, it } from 'vitest'
import { Email, IsoDate, IsoDateTime, Link, MediaPath, Slug } from './common.js'

describe('boundary structs', () => {
  it('accept only dates that exist', () => {
    expect(is('2026-02-28', IsoDate)).toBe(true)
    expect(is('2024-02-29', IsoDate)).toBe(true)
    expect(is('2025-02-29', IsoDate)).toBe(false)
    expect(is('2025-02-30', IsoDate)).toBe(false)
    expect(is('2026-03-04T08:00:00+01:00', IsoDateTime)).toBe(true)
    expect(is('2026-03-04T08:00:00', IsoDateTime)).toBe(false)
    expect(is('2026-04-31T08:00:00Z', IsoDateTime)).toBe(false)
    expect(is('2026-03-04T25:00:00Z', IsoDateTime)).toBe(false)
  })
  it('reject unsafe links, slugs and media paths', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'app://service/1 x', '//evil.example/x', '/\\evil.example/x']) {
      expect(is(bad, Link), bad).toBe(false)
    }
    expect(is('app://route/contacts', Link)).toBe(true)
    expect(is('Účetnictví', Slug)).toBe(false)
    expect(is('/media/../etc/passwd', MediaPath)).toBe(false)
    expect(is('/media/people/jana.svg', MediaPath)).toBe(true)
  })
  it('check e-mails fast however long the input (request bodies reach them)', () => {
    expect(is('jana.dvorakova@example.cz', Email)).toBe(true)
    expect(is('a@b', Email)).toBe(false)
    const started = performance.now()
    expect(is(`a@${'.'.repeat(100_000)}@`, Email)).toBe(false)
    expect(is(`${'a'.repeat(250)}@b.cz`, Email)).toBe(false)
    // The unbounded pattern took seconds for the first one.
    expect(performance.now() - started).toBeLessThan(500)
  })
})
