import type { PageContextServer } from 'vike/types'
import { constants } from '../../shared/config/constants.js'
import { messagesOf } from '../../shared/locales/buildMessages.js'
import { careerListSlice, careerPostCount } from '../../page-data/blogLists.js'
import { pagedListPage } from '../../page-data/pagedList.js'
import { pageData } from '../../page-data/pageData.js'
import { feedLink } from '../../page-data/subscriptions.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale, routeParams } = pageContext
  const t = messagesOf(locale)
  // The count and the page's own slice: a changed post re-renders only the page it is on.
  const list = pagedListPage(locale, routeParams.page, { first: 'careerBlog', paged: 'careerBlogPage', size: constants.pageSize.careerBlog, countIn: careerPostCount })
  return pageData(
    pageContext,
    {
      ...list.seo,
      description: t('careerBlog.description'),
      feeds: [feedLink(locale, 'careerBlog')],
    },
    {
      posts: careerListSlice(locale, `all:${list.page}`) ?? [],
      page: list.page,
      pages: list.pages,
    },
  )
}
