// With the reCAPTCHA badge hidden (spec §7), Google asks for this notice next to the form.
import { botCheck } from '../../../client/botcheck.js'
import { useT } from '../../../shared/locales/intl.js'

export function RecaptchaNotice() {
  const t = useT()
  if (botCheck().kind !== 'recaptcha') return null
  return (
    <p className="recaptcha-notice">
      {t('form.recaptcha_notice')}{' '}
      <a href="https://policies.google.com/privacy" target="_blank" rel="noopener noreferrer">
        {t('form.recaptcha_privacy')}
      </a>
      {' · '}
      <a href="https://policies.google.com/terms" target="_blank" rel="noopener noreferrer">
        {t('form.recaptcha_terms')}
      </a>
    </p>
  )
}
