// The header's sign-in link; once the page runs and a token is stored, it links the account instead.
import { useEffect, useState } from 'react'
import { path } from '../../shared/config/routes.js'
import { readToken } from '../../client/authToken.js'
import { useLocale, useT } from '../../shared/locales/intl.js'

export function AuthLink() {
  const t = useT()
  const locale = useLocale()
  const [loggedIn, setLoggedIn] = useState(false)
  useEffect(() => {
    setLoggedIn(readToken() !== null)
  }, [])
  return loggedIn ? (
    <a className="auth-link" href={path('account', locale)}>
      {t('signin.account_link')}
    </a>
  ) : (
    <a className="auth-link" href={path('login', locale)}>
      {t('signin.login_link')}
    </a>
  )
}
