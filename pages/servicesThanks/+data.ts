import type { PageContextServer } from 'vike/types'
import { constants } from '../../shared/config/constants.js'
import { messagesOf } from '../../shared/locales/buildMessages.js'
import { pageData } from '../../page-data/pageData.js'
import { fixedRouteSeo } from '../../page-data/routeSeo.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const t = messagesOf(locale)
  return pageData(
    pageContext,
    {
      ...fixedRouteSeo(locale, 'servicesThanks'),
      description: t('thanks.services_text', { hours: constants.replyWithinHours }),
      // Reached only after sending a form: not a search result.
      noindex: true,
    },
    {},
  )
}
