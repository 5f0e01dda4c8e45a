// Search entry (spec §2: dropdown, inline in the mobile menu, page header). All three submit
// a GET form to the localized search route with `q`, so they work before hydration too.
import { useId } from 'react'
import { path } from '../../config/routes.js'
import { useT } from '../../renderer/intl.js'
import { useLocale } from './useLocale.js'

export function SearchForm({ variant, defaultValue = '' }: { variant: 'dropdown' | 'inline' | 'page'; defaultValue?: string }) {
  const t = useT()
  const locale = useLocale()
  const id = useId()
  return (
    <form role="search" className={`search-form search-form--${variant}`} action={path('search', locale)} method="get">
      <label htmlFor={id} className={variant === 'page' ? 'search-form__label' : 'visually-hidden'}>
        {t('search.label')}
      </label>
      <input id={id} type="search" name="q" defaultValue={defaultValue} placeholder={t('search.placeholder')} autoComplete="off" />
      <button type="submit">{t('search.submit')}</button>
    </form>
  )
}
