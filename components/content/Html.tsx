// Renders HTML that the content pipeline already sanitized (rehype-sanitize); nothing else
// may be passed here.
export function Html({ html, className = 'prose' }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
}
