// Spec §8: "if the error page itself fails, a fallback shows details and a link home". The error
// message renders inside a boundary; when its code throws, the fallback takes its place. The
// fallback leans on as little as possible: no intl provider, no hooks — the loaded catalog of the
// locale it is given (shared/locales/intl.tsx translate), the status, the thrown error's message and a plain link home.
// (A boundary catches errors while rendering in the browser; the pre-render fails the build.)
import { Component, type ReactNode } from 'react'
import type { Locale } from '../../shared/config/locales.js'
import { path } from '../../shared/config/routes.js'
import { translate } from '../../shared/locales/intl.js'
import { useLocale } from '../layout/useLocale.js'
import { ErrorMessage } from './ErrorMessage.js'

type Props = { status: number; locale: Locale; children: ReactNode }

class ErrorPageBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null }

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error }
  }

  override render() {
    if (this.state.error === null) return this.props.children
    return <ErrorFallback status={this.props.status} locale={this.props.locale} error={this.state.error} />
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`
  return String(error)
}

function ErrorFallback({ status, locale, error }: { status: number; locale: Locale; error: unknown }) {
  const t = translate(locale)
  return (
    <section className="error-page error-page--fallback">
      <h1>{t('error.fallback_title')}</h1>
      <p>{t('error.fallback_text')}</p>
      <dl className="error-page__details">
        <dt>{t('error.details_status')}</dt>
        <dd>{status}</dd>
        <dt>{t('error.details_message')}</dt>
        <dd>{describe(error)}</dd>
      </dl>
      <a className="button" href={path('home', locale)}>
        {t('error.home')}
      </a>
    </section>
  )
}

export function ErrorPage({ status }: { status: number }) {
  const locale = useLocale()
  return (
    <ErrorPageBoundary status={status} locale={locale}>
      <ErrorMessage status={status} />
    </ErrorPageBoundary>
  )
}
