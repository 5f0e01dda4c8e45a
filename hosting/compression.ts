// Compression of text files (issue 12), one source for the build and every host: which files are
// text (extension → MIME type, the types nginx's dynamic gzip and Apache's mod_deflate fallback
// name), and the precompressed variants the build writes beside each one (`x.js.br`, `x.js.gz`).
// Hosts serve a variant when the request accepts it, with `Content-Encoding` and
// `Vary: Accept-Encoding`, and the file itself (identity) otherwise.

/**
 * Feeds and calendars (page-data/subscriptions.ts) live in folders of their own, so that every host
 * sends their type by path: the hosts that set headers by path only (`_headers`, vercel.json) and
 * nginx, whose mime.types knows no .ics. `type` is the whole Content-Type header.
 */
export const typedFolders = [
  { prefix: '/feeds/', extension: '.atom', mime: 'application/atom+xml', type: 'application/atom+xml; charset=utf-8' },
  { prefix: '/calendar/', extension: '.ics', mime: 'text/calendar', type: 'text/calendar; charset=utf-8' },
] as const

/** Text files the build precompresses, by extension, with the MIME type hosts send. */
export const textTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.webmanifest': 'application/manifest+json',
  ...Object.fromEntries(typedFolders.map((f) => [f.extension, f.mime])),
}

/** Variants in the order hosts prefer them; `suffix` is appended to the file name. */
export const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const
export type Encoding = (typeof encodings)[number]['name']

/** The Content-Type header of a text file a host sends (null: not one of ours); charset where the type takes one. */
export function textContentType(name: string): string | null {
  const dot = name.lastIndexOf('.')
  const extension = dot > 0 ? name.slice(dot).toLowerCase() : ''
  const mime = textTypes[extension]
  if (mime === undefined) return null
  const typed = typedFolders.find((f) => f.extension === extension)
  if (typed) return typed.type
  return mime.startsWith('text/') || mime === 'application/json' ? `${mime}; charset=utf-8` : mime
}

export const isTextFile = (name: string): boolean => {
  const dot = name.lastIndexOf('.')
  return dot > 0 && Object.hasOwn(textTypes, name.slice(dot).toLowerCase())
}

export const isVariant = (name: string): boolean => encodings.some((e) => name.endsWith(e.suffix))

/** A file and its precompressed variants' paths (the build replaces or removes them together). */
export const withVariants = (file: string): string[] => [file, ...encodings.map((e) => file + e.suffix)]

/** The file a variant belongs to (`a.js.br` → `a.js`); any other name as it is. */
export const variantSource = (name: string): string => {
  const e = encodings.find((x) => name.endsWith(x.suffix))
  return e ? name.slice(0, -e.suffix.length) : name
}

/**
 * The encodings an `Accept-Encoding` header accepts, best first (RFC 9110 §12.5.3: `q=0` refuses;
 * `*` accepts what is not named). An absent header means identity only: hosts answer uncompressed.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return []
  const q = new Map<string, number>()
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';')
    if (!token) continue
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const value = qParam ? Number(qParam.slice(2)) : 1
    q.set(token.trim(), Number.isFinite(value) ? value : 0)
  }
  const weight = (name: string) => q.get(name) ?? (name === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*') ?? 0
  return encodings
    .map((e, i) => ({ name: e.name, w: weight(e.name), i }))
    .filter((e) => e.w > 0)
    .sort((a, b) => b.w - a.w || a.i - b.i)
    .map((e) => e.name)
}
