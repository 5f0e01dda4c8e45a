import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { embeddedSample, pinnedSettings, pinFileName, readPin, sourceMismatch, sourceOfEnv, unattendedSourceProblem, writePin } from './source-pin.js'

const firm = { content: 'https://cms.korvina.example/api', siteUrl: 'https://www.korvina.example' }

describe('the source pin', () => {
  it('names the API as set (without a trailing slash), or the embedded sample, and the public address', () => {
    expect(sourceOfEnv({ CONTENT_API_URL: ' https://cms.korvina.example/api/ ', SITE_URL: 'https://www.korvina.example/' })).toEqual(firm)
    expect(sourceOfEnv({})).toEqual({ content: embeddedSample, siteUrl: 'https://www.korvina.example' })
  })

  it('is kept beside the release and read back; a missing or damaged one reads as none', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pin-'))
    expect(readPin(dir)).toBeNull()
    writePin(dir, firm)
    expect(readPin(dir)).toEqual(firm)
    writeFileSync(join(dir, pinFileName), '{"content": 1')
    expect(readPin(dir)).toBeNull()
  })

  it('gives a rebuild the settings its environment forgot, never overriding one that is set', () => {
    expect(pinnedSettings(firm, {})).toEqual({ CONTENT_API_URL: firm.content, SITE_URL: firm.siteUrl })
    expect(pinnedSettings(firm, { CONTENT_API_URL: 'http://other', SITE_URL: 'https://x' })).toEqual({})
    expect(pinnedSettings({ content: embeddedSample, siteUrl: firm.siteUrl }, {})).toEqual({ SITE_URL: firm.siteUrl })
    expect(pinnedSettings(null, {})).toEqual({})
  })

  it('refuses another API, the embedded sample or another address over a pinned release, naming both', () => {
    expect(sourceMismatch(firm, null)).toBeNull()
    expect(sourceMismatch(firm, firm)).toBeNull()
    expect(sourceMismatch({ ...firm, content: embeddedSample }, firm)).toMatch(
      /content from embedded sample API, but the published site's came from https:\/\/cms\.korvina\.example\/api.*--replace-source/,
    )
    expect(sourceMismatch({ ...firm, siteUrl: 'https://staging.korvina.example' }, firm)).toMatch(
      /built for https:\/\/staging\.korvina\.example, but the published site was built for https:\/\/www\.korvina\.example/,
    )
  })

  it('lets an unattended runner start with a source set or pinned to an API, or on a fresh checkout, and nowhere else', () => {
    expect(unattendedSourceProblem({ CONTENT_API_URL: firm.content }, null, true)).toBeNull()
    expect(unattendedSourceProblem({}, firm, true)).toBeNull()
    expect(unattendedSourceProblem({}, null, false)).toBeNull()
    expect(unattendedSourceProblem({}, { content: embeddedSample, siteUrl: firm.siteUrl }, true)).toMatch(/no content source/)
    expect(unattendedSourceProblem({ CONTENT_API_URL: ' ' }, null, true)).toMatch(/no content source/)
  })
})
