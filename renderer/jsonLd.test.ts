import { describe, expect, it } from 'vitest'
import { jsonLdScript } from './jsonLd.js'

describe('JSON-LD serialisation', () => {
  it('cannot close the script element and round-trips', () => {
    const value = { name: '</script><script>alert(1)</script>', text: '<!-- x & y -->' }
    const out = jsonLdScript(value)
    expect(out).not.toMatch(/<\/script/i)
    expect(out).not.toContain('<!--')
    expect(JSON.parse(out)).toEqual(value)
  })
})
