import { describe, expect, it } from 'vitest'
import { acceptedEncodings, isTextFile, isVariant, variantSource, withVariants } from './compression.js'

describe('acceptedEncodings', () => {
  it('prefers br, then gzip, as the header weighs them', () => {
    expect(acceptedEncodings('br, gzip')).toEqual(['br', 'gzip'])
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip'])
    expect(acceptedEncodings('gzip;q=1, br;q=0.5')).toEqual(['gzip', 'br'])
    expect(acceptedEncodings('x-gzip')).toEqual(['gzip'])
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip'])
  })
  it('refuses what q=0 refuses, and means identity when absent', () => {
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip'])
    expect(acceptedEncodings('*;q=0')).toEqual([])
    expect(acceptedEncodings('identity')).toEqual([])
    expect(acceptedEncodings(undefined)).toEqual([])
    expect(acceptedEncodings('')).toEqual([])
  })
})

describe('text files', () => {
  it('are the text types, not their variants or binaries', () => {
    expect(['a.html', 'x/y.JS', 'i.json', 'logo.svg', 'sitemap.xml'].every(isTextFile)).toBe(true)
    expect(['a.woff2', 'a.png', 'a.js.br', 'a.html.gz', '.htaccess', 'README'].some(isTextFile)).toBe(false)
    expect(isVariant('a.js.br') && isVariant('a.js.gz') && !isVariant('a.js')).toBe(true)
    expect(withVariants('a.js')).toEqual(['a.js', 'a.js.br', 'a.js.gz'])
    expect(['a.js.br', 'a.js.gz', 'a.js', 'a.br.js'].map(variantSource)).toEqual(['a.js', 'a.js', 'a.js', 'a.br.js'])
  })
})
