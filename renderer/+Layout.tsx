// Vike's layout (server): the site's page context from Vike's pageContext, around the site's
// layout (components/layout/SiteLayout.tsx), which the browser's hydration renders too.
import type { ReactNode } from 'react'
import { usePageContext as useVikePageContext } from 'vike-react/usePageContext'
import { SiteLayout } from '../components/layout/SiteLayout.js'
import { clientContextOf } from './clientContext.js'
import { localeOf } from './localeOf.js'
import { PageContextProvider, type SitePageContext } from './pageContext.js'

export function Layout({ children }: { children: ReactNode }) {
  const pageContext = useVikePageContext()
  const context: SitePageContext = { ...clientContextOf(pageContext), locale: localeOf(pageContext), hydrating: false }
  if (pageContext.chrome) context.chrome = pageContext.chrome
  return (
    <PageContextProvider value={context}>
      <SiteLayout>{children}</SiteLayout>
    </PageContextProvider>
  )
}
