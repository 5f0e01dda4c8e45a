// The account page's content (a protected page, spec §4/§6): the user from GET /api/me, and
// logout. An invalid token sends the visitor to the login page with the path remembered.
import { useEffect } from 'react'
import { navigate } from '../../client/navigation.js'
import { path } from '../../shared/config/routes.js'
import { rememberedPathKey } from '../../client/auth/access.js'
import { fetchUser, logout, useAuth } from '../../client/auth/session.js'
import { useLocale, useT } from '../../shared/locales/intl.js'
import './shop.css'

export function AccountView() {
  const t = useT()
  const locale = useLocale()
  const status = useAuth((s) => s.status)
  const user = useAuth((s) => s.user)
  useEffect(() => {
    void fetchUser().then((u) => {
      if (u) return
      try {
        sessionStorage.setItem(rememberedPathKey, location.pathname)
      } catch {
        /* parameter below */
      }
      navigate(`${path('login', locale)}?redirect=${encodeURIComponent(location.pathname)}`, { overwriteLastHistoryEntry: true })
    })
  }, [locale])
  if (status !== 'user' || !user) return <p role="status">{t('signin.checking')}</p>
  return (
    <div className="account-view">
      <p data-testid="account-user">{t('signin.signed_in_as', { name: `${user.firstname} ${user.lastname}`, email: user.email })}</p>
      {user.scope.length > 0 && <p>{t('signin.scope', { scope: user.scope.join(', ') })}</p>}
      <p>
        <a href={path('cart', locale)}>{t('route.cart')}</a>
      </p>
      <button
        type="button"
        className="button"
        onClick={async () => {
          await logout()
          // §4: a logged-out visitor goes home.
          navigate(path('home', locale))
        }}
      >
        {t('signin.logout')}
      </button>
    </div>
  )
}
