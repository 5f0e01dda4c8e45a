import { articleCount, articleUrl } from '../../article.js'

export { onBeforePrerenderStart }

function onBeforePrerenderStart(): string[] {
  return Array.from({ length: articleCount() }, (_, i) => articleUrl(i + 1))
}
