// Mounts the cart panel once the visitor has used the shop on this page (loadShop); before that
// nothing of the panel is loaded. Also the §4/§6 page guard: a protected page sends a guest to
// the login page (the path remembered), a guest-only page sends a logged-in visitor home.
import { Suspense, useEffect } from 'react'
import { usePageContext } from '../../renderer/pageContext.js'
import { navigate } from '../../client/navigation.js'
import { path } from '../../shared/config/routes.js'
import { accessOf, rememberedPathKey } from '../../client/auth/access.js'
import { readToken } from '../../client/authToken.js'
import { useShopUsed } from '../../client/shop/badge.js'
import { useLocale } from '../../shared/locales/intl.js'
import { CartPanel } from './lazyParts.js'

export function ShopMount() {
  const used = useShopUsed()
  const { routeKey } = usePageContext()
  const locale = useLocale()
  useEffect(() => {
    const access = accessOf(routeKey)
    if (access === 'public') return
    const loggedIn = readToken() !== null
    if (access === 'protected' && !loggedIn) {
      const here = location.pathname + location.search + location.hash
      try {
        sessionStorage.setItem(rememberedPathKey, here)
      } catch {
        /* the redirect parameter still carries it */
      }
      navigate(`${path('login', locale)}?redirect=${encodeURIComponent(here)}`, { overwriteLastHistoryEntry: true })
    } else if (access === 'guest' && loggedIn) {
      navigate(path('home', locale), { overwriteLastHistoryEntry: true })
    }
  }, [routeKey, locale])
  if (!used) return null
  return (
    <Suspense fallback={null}>
      <CartPanel />
    </Suspense>
  )
}
