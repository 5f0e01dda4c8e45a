// Plain text of sanitized HTML, for meta descriptions and JSON-LD.
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }

export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => entities[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
}
