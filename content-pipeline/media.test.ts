import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { HttpError, type HttpClient } from './fetch.js'
import { Issues } from './issues.js'
import { checkMedia, downloadMedia, extensionOf, mediaFile, mediaToPublish, prelinkMedia } from './media.js'
import { tempDir } from './testing.js'

const dirs: string[] = []
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })))
})

describe('checkMedia', () => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>')

  it('accepts a file whose Content-Type belongs to its extension', () => {
    expect(checkMedia('/media/a/b.svg', 'image/svg+xml; charset=utf-8', svg)).toBeUndefined()
    expect(checkMedia('/media/documents/c.pdf', 'application/pdf', Buffer.from('%PDF-1.4'))).toBeUndefined()
    expect(checkMedia('/media/podcast/d.wav', 'audio/wav', Buffer.from('RIFF'))).toBeUndefined()
  })

  it('refuses a mismatch, an unknown extension and an empty file', () => {
    expect(checkMedia('/media/documents/c.pdf', 'text/html', Buffer.from('<html>'))).toBe('Content-Type "text/html" does not match .pdf (expected application/pdf)')
    expect(checkMedia('/media/a/b.svg', '', svg)).toMatch(/Content-Type "\(none\)"/)
    expect(checkMedia('/media/a/b.exe', 'application/octet-stream', svg)).toMatch(/extension ".exe" is not an allowed media type/)
    expect(checkMedia('/media/a/b.svg', 'image/svg+xml', Buffer.alloc(0))).toBe('is empty')
  })

  it('knows extensions', () => {
    expect(extensionOf('/media/a/b.tar.SVG')).toBe('svg')
    expect(extensionOf('/media/a/.hidden')).toBe('')
  })
})

describe('mediaToPublish', () => {
  it('publishes an SVG as the sanitizer wrote it, saying what it removed', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script><a href="&#106;avascript:alert(1)"><rect width="1"/></a></svg>'
    expect(await mediaToPublish('/media/a/b.svg', 'image/svg+xml', Buffer.from(svg))).toEqual({
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><a><rect width="1"/></a></svg>\n'),
      removed: ['href on <a> (a link to "javascript:alert(1)")', '<script>'],
    })
  })

  it('refuses an SVG that is no SVG to keep, and leaves other media as they came', async () => {
    expect(await mediaToPublish('/media/a/b.svg', 'image/svg+xml', Buffer.from('<html><script>alert(1)</script></html>'))).toEqual({
      problem: 'not an SVG document: its root element is <html> in namespace (none)',
    })
    const pdf = Buffer.from('%PDF-1.4 <script>')
    expect(await mediaToPublish('/media/d/c.pdf', 'application/pdf', pdf)).toEqual({ bytes: pdf, removed: [] })
  })
})

describe('mediaFile', () => {
  it('maps a media path below dir/media', () => {
    expect(mediaFile('/out', '/media/people/a.svg')).toBe('/out/media/people/a.svg')
  })

  it('refuses paths that climb out', () => {
    expect(() => mediaFile('/out', '/media/../secret.svg')).toThrow(/not a media path/)
    expect(() => mediaFile('/out', '/media/a/../../b.svg')).toThrow(/not a media path/)
  })
})

describe('downloadMedia', () => {
  const svgBody = '<svg xmlns="http://www.w3.org/2000/svg"/>'
  const files: Record<string, { type: string; body: string } | 'missing'> = {
    '/media/people/a.svg': { type: 'image/svg+xml', body: svgBody },
    '/media/documents/b.pdf': { type: 'text/html', body: '<html>login</html>' },
    '/media/podcast/c.wav': 'missing',
    '/media/people/evil.svg': { type: 'image/svg+xml', body: '<!DOCTYPE svg [<!ENTITY x "<script>alert(1)</script>">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>' },
    '/media/people/cleaned.svg': { type: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1"/></svg>' },
  }
  const client: HttpClient = {
    stats: { requests: 0, retries: 0, maxInFlight: 0 },
    getJson: () => Promise.reject(new Error('not used')),
    getPages: () => Promise.reject(new Error('not used')),
    getBytes: async (path) => {
      const file = files[path]
      if (!file || file === 'missing') throw new HttpError(`http://api${path}`, 'status', `GET http://api${path} answered HTTP 404 Not Found`, 404)
      return { url: `http://api${path}`, path, bytes: Buffer.from(file.body), contentType: file.type }
    },
  }

  it('stores good files and reports every bad one with its referrer', async () => {
    const dir = await tempDir('media')
    dirs.push(dir)
    const issues = new Issues()
    const refs = new Map(Object.keys(files).map((p) => [p, `cs · kind · id 1 · ${p.split('/')[2]}`]))
    const { stored } = await downloadMedia(client, refs, dir, issues)
    expect(stored).toEqual(['/media/people/a.svg', '/media/people/cleaned.svg'])
    expect(await readFile(join(dir, 'media/people/a.svg'), 'utf8')).toBe(`${svgBody}\n`)
    expect(await readFile(join(dir, 'media/people/cleaned.svg'), 'utf8')).toBe('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1"/></svg>\n')
    expect(issues.errors.sort()).toEqual([
      'media /media/documents/b.pdf (referenced by cs · kind · id 1 · documents): Content-Type "text/html" does not match .pdf (expected application/pdf)',
      'media /media/people/evil.svg (referenced by cs · kind · id 1 · people): SVG declares a DOCTYPE internal subset (entities): export it without one',
      'media /media/podcast/c.wav (referenced by cs · kind · id 1 · podcast): GET http://api/media/podcast/c.wav answered HTTP 404 Not Found',
    ])
    expect(issues.warnings).toEqual(['media /media/people/cleaned.svg (referenced by cs · kind · id 1 · people): SVG published without what could run script or load from elsewhere: onload on <svg>'])
  })

  it('links the files a previous output holds, and downloads those it lacks and those it must not reuse', async () => {
    const previous = await tempDir('media-previous')
    const dir = await tempDir('media')
    dirs.push(previous, dir)
    await mkdir(join(previous, 'media/people'), { recursive: true })
    await writeFile(join(previous, 'media/people/kept.svg'), '<svg id="kept"/>')
    await writeFile(join(previous, 'media/people/a.svg'), '<svg id="old"/>')
    const asked: string[] = []
    const counting: HttpClient = { ...client, getBytes: (path) => (asked.push(path), client.getBytes(path)) }
    const refs = new Map(['/media/people/kept.svg', '/media/people/a.svg', '/media/podcast/c.wav'].map((p) => [p, 'cs · kind · id 2']))
    const issues = new Issues()
    // a.svg changed at the API (its item did): downloaded although the previous output has it.
    const { stored, downloaded } = await downloadMedia(counting, refs, dir, issues, { dir: previous, except: new Set(['/media/people/a.svg']) })
    expect(stored).toEqual(['/media/people/a.svg', '/media/people/kept.svg'])
    // What a rebuild's media stage links into its release (the rest is the published content's).
    expect(downloaded).toEqual(['/media/people/a.svg'])
    expect(asked.sort()).toEqual(['/media/people/a.svg', '/media/podcast/c.wav'])
    expect((await stat(join(dir, 'media/people/kept.svg'))).ino).toBe((await stat(join(previous, 'media/people/kept.svg'))).ino)
    expect(await readFile(join(dir, 'media/people/a.svg'), 'utf8')).toBe(`${svgBody}\n`)
    expect(issues.errors).toEqual(['media /media/podcast/c.wav (referenced by cs · kind · id 2): GET http://api/media/podcast/c.wav answered HTTP 404 Not Found'])
  })

  it('takes the files linked ahead on a worker thread, removes what no reference names, and downloads the rest', async () => {
    const root = await tempDir('media-prelink')
    dirs.push(root)
    const previous = join(root, 'generated')
    for (const [rel, body] of [
      ['people/kept.svg', '<svg id="kept"/>'],
      ['people/a.svg', '<svg id="old"/>'],
      ['gone/dropped.svg', '<svg id="dropped"/>'],
    ] as const) {
      await mkdir(join(previous, 'media', rel, '..'), { recursive: true })
      await writeFile(join(previous, 'media', rel), body)
    }
    // The previous output names four files; one of them is not there (left to the media stage).
    const named = ['/media/people/kept.svg', '/media/people/a.svg', '/media/gone/dropped.svg', '/media/people/lost.svg']
    const prelink = prelinkMedia(previous, named)
    const ahead = await prelink.ready
    expect(ahead.dir.startsWith(join(root, '.staging-generated-media-'))).toBe(true)
    expect([...ahead.linked].sort()).toEqual(['/media/gone/dropped.svg', '/media/people/a.svg', '/media/people/kept.svg'])
    expect((await stat(join(ahead.dir, 'media/people/kept.svg'))).ino).toBe((await stat(join(previous, 'media/people/kept.svg'))).ino)

    const asked: string[] = []
    const counting: HttpClient = { ...client, getBytes: (path) => (asked.push(path), client.getBytes(path)) }
    // This run names kept.svg, a.svg (its item changed: downloaded again) and c.wav (missing at the API); not dropped.svg.
    const refs = new Map(['/media/people/kept.svg', '/media/people/a.svg', '/media/podcast/c.wav'].map((p) => [p, 'cs · kind · id 5']))
    const staging = join(root, 'staging')
    await mkdir(staging)
    const issues = new Issues()
    const { stored } = await downloadMedia(counting, refs, staging, issues, { dir: previous, except: new Set(['/media/people/a.svg']) }, ahead)
    expect(stored).toEqual(['/media/people/a.svg', '/media/people/kept.svg'])
    expect(asked.sort()).toEqual(['/media/people/a.svg', '/media/podcast/c.wav'])
    expect((await stat(join(staging, 'media/people/kept.svg'))).ino).toBe((await stat(join(previous, 'media/people/kept.svg'))).ino)
    // The download replaced the link: the previous output's file is as it was.
    expect(await readFile(join(staging, 'media/people/a.svg'), 'utf8')).toBe(`${svgBody}\n`)
    expect(await readFile(join(previous, 'media/people/a.svg'), 'utf8')).toBe('<svg id="old"/>')
    // Nothing left of what no reference names, nor of the folder linked into.
    expect(existsSync(join(staging, 'media/gone'))).toBe(false)
    expect(existsSync(ahead.dir)).toBe(false)
    expect((await readdir(root)).sort()).toEqual(['generated', 'staging'])
    expect(issues.errors).toHaveLength(1)
  })

  /** A previous output holding media/people/kept.svg, in a temporary folder of its own. */
  async function outputWithKept(name: string): Promise<{ root: string; previous: string }> {
    const root = await tempDir(name)
    dirs.push(root)
    const previous = join(root, 'generated')
    await mkdir(join(previous, 'media/people'), { recursive: true })
    await writeFile(join(previous, 'media/people/kept.svg'), '<svg id="kept"/>')
    return { root, previous }
  }

  it('a prelink a run did not take is deleted', async () => {
    const { previous } = await outputWithKept('media-prelink-discard')
    const prelink = prelinkMedia(previous, ['/media/people/kept.svg'])
    const { dir } = await prelink.ready
    expect(existsSync(join(dir, 'media/people/kept.svg'))).toBe(true)
    prelink.discard()
    for (let i = 0; i < 50 && existsSync(dir); i++) await new Promise((r) => setTimeout(r, 50))
    expect(existsSync(dir)).toBe(false)
  })

  it('links or downloads every file as without a prelink when its folder is gone', async () => {
    const { root, previous } = await outputWithKept('media-prelink-gone')
    const staging = join(root, 'staging')
    await mkdir(staging)
    const refs = new Map([
      ['/media/people/kept.svg', 'cs · people · id 1'],
      ['/media/people/a.svg', 'cs · people · id 2'],
    ])
    const gone = { dir: join(root, '.staging-generated-media-gone'), linked: new Set(['/media/people/kept.svg']) }
    const issues = new Issues()
    const { stored } = await downloadMedia(client, refs, staging, issues, { dir: previous, except: new Set() }, gone)
    expect(stored).toEqual(['/media/people/a.svg', '/media/people/kept.svg'])
    expect((await stat(join(staging, 'media/people/kept.svg'))).ino).toBe((await stat(join(previous, 'media/people/kept.svg'))).ino)
    expect(issues.errors).toEqual([])
  })
})
