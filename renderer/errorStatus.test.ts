import { describe, expect, it } from 'vitest'
import { errorStatus } from './errorStatus.js'

describe('error page status (spec §8)', () => {
  it("is 404 for a missing page, else the abort status, else the error's own status, else 500", () => {
    expect(errorStatus({ is404: true, abortStatusCode: 404, errorWhileRendering: undefined })).toBe(404)
    expect(errorStatus({ is404: false, abortStatusCode: 503, errorWhileRendering: undefined })).toBe(503)
    expect(errorStatus({ is404: false, abortStatusCode: undefined, errorWhileRendering: Object.assign(new Error('x'), { status: 502 }) })).toBe(502)
    expect(errorStatus({ is404: false, abortStatusCode: undefined, errorWhileRendering: new Error('boom') })).toBe(500)
    expect(errorStatus({ is404: null, abortStatusCode: undefined, errorWhileRendering: { status: 'bad' } })).toBe(500)
  })
})
