import type { PageContextServer } from 'vike/types'
import { article, type Article } from '../../article.js'

export { data, type Data }

type Data = Article

function data(pageContext: PageContextServer): Data {
  const id = Number(pageContext.routeParams.id)
  if (!Number.isInteger(id) || id < 1) throw new Error(`no article ${pageContext.routeParams.id}`)
  return article(id)
}
