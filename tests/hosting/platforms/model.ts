// What the platform models share. Netlify, Cloudflare Pages and Vercel cannot run here, so each
// model applies the files the build emitted for it the way that platform documents (or, where its
// documents are silent, the way its published source does — each model says which), over the
// files of the build. The host tests then hold the models to the same expectations as the real
// nginx and Apache, minus the differences redirects/README.md's host table states.
import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

export type PlatformRequest = { url: string; cookie?: string; acceptLanguage?: string }

export type PlatformAnswer = {
  status: number
  /** Location as sent (site-relative on these platforms). */
  location: string | null
  headers: Headers
  /** What was sent (the 404 page's `<html lang>` says which locale's it is). */
  body: string
}

export type Platform = { name: string; answer(request: PlatformRequest): Promise<PlatformAnswer> }

/** Every file of the document root as a site path (`/en/404.html`). */
export function siteFiles(root: string): Set<string> {
  const out = new Set<string>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else out.add('/' + relative(root, full).split(sep).join('/'))
    }
  }
  walk(root)
  return out
}

export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined
  }
  return undefined
}

export function splitUrl(url: string): { path: string; search: string } {
  const i = url.indexOf('?')
  return i < 0 ? { path: url, search: '' } : { path: url.slice(0, i), search: url.slice(i) }
}

export function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}
