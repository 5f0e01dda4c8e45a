import { describe, expect, it } from 'vitest'
import { fileType, formatFileSize } from './fileInfo.js'

describe('fileType', () => {
  it('names known types and falls back to the extension', () => {
    expect(fileType('application/pdf', '/media/documents/a.pdf')).toBe('PDF')
    expect(fileType('application/x-unknown', '/media/documents/a.odt')).toBe('ODT')
  })
})

describe('formatFileSize', () => {
  it('formats with the locale', () => {
    expect(formatFileSize(48213, 'cs-CZ')).toBe('48 kB')
    expect(formatFileSize(1_250_000, 'cs-CZ')).toBe('1,3 MB')
    expect(formatFileSize(1_250_000, 'en-US')).toBe('1.3 MB')
    expect(formatFileSize(512, 'en-US')).toBe('512 byte')
  })
})
