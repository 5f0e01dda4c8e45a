import { describe, expect, it } from 'vitest'
import { jsonForScript, parseClientContext } from './pageContext.js'

describe('the page context the browser hydrates with', () => {
  it('round-trips through the page, whatever text the content holds', () => {
    const context = { locale: 'en' as const, routeKey: 'blogPost' as const, layout: 'default' as const, data: { title: '</script><script>alert(1)</script> <!-- \u2028 "x"' } }
    const json = jsonForScript(context)
    expect(json).not.toMatch(/<|\u2028/)
    expect(parseClientContext(json)).toEqual(context)
  })
  it('refuses values JSON would change, naming where they are', () => {
    expect(() => jsonForScript({ data: { list: [1, undefined] } })).toThrowError(/undefined at "1"/)
    expect(() => jsonForScript({ data: { price: Number.NaN } })).toThrowError(/NaN at "price"/)
  })
  it('checks the fields it reads', () => {
    expect(parseClientContext('{"layout":"simple","errorStatus":404}')).toEqual({ layout: 'simple', errorStatus: 404 })
    expect(() => parseClientContext('{"layout":"default","locale":"de"}')).toThrowError(/unknown locale de/)
    expect(() => parseClientContext('{"layout":"default","routeKey":"nowhere"}')).toThrowError(/unknown route nowhere/)
    expect(() => parseClientContext('{"layout":"wide"}')).toThrowError(/unknown layout/)
    expect(() => parseClientContext('[]')).toThrowError(/not an object/)
  })
})
