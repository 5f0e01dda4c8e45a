import { describe, expect, it } from 'vitest'
import { jsonScriptText } from './links.js'

describe('jsonScriptText', () => {
  const html = '<head><script id="a" type="application/json">{"x":"\\u003c/script>"}</script></head><body><script id="b" type="application/json">[1]</script></body>'
  it('reads the JSON script with the given id', () => {
    expect(jsonScriptText(html, 'a')).toBe('{"x":"\\u003c/script>"}')
    expect(jsonScriptText(html, 'b')).toBe('[1]')
  })
  it('says when the page has none', () => {
    expect(jsonScriptText(html, 'c')).toBeUndefined()
  })
})
