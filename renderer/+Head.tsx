// Canonical, hreflang alternates (only where a translation exists, reciprocal by construction:
// both sides read the same alternates), Open Graph and JSON-LD. Environment: server.
import { usePageContext } from 'vike-react/usePageContext'
import { defaultLocale, localeCodes, localeEntry } from '../shared/config/locales.js'
import { site } from '../shared/config/site.js'
import { alternateFor } from '../page-data/seo.js'
import { chromeRefOf, seoOf } from '../page-data/seoData.js'
import { jsonLdScript } from './jsonLd.js'
import { localeOf } from './localeOf.js'
import { clientContextOf } from './clientContext.js'
import { clientContextId, jsonForScript } from './pageContext.js'

export function Head() {
  const pageContext = usePageContext()
  const seo = seoOf(pageContext.data)
  const chromeRef = chromeRefOf(pageContext.data)
  const locale = localeOf(pageContext)
  const common = (
    <>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta name="theme-color" content="#0f4c4f" />
      {/* The layout's chrome, loaded before hydration (client/start/hydrate.tsx): fetched alongside the code, not after it. */}
      {chromeRef && <link rel="preload" href={chromeRef} as="fetch" crossOrigin="anonymous" />}
      {/* What the browser's hydration needs (client/start/hydrate.tsx): not executed, so no CSP hash. */}
      <script id={clientContextId} type="application/json" dangerouslySetInnerHTML={{ __html: jsonForScript(clientContextOf(pageContext)) }} />
    </>
  )
  if (!seo)
    return (
      <>
        {common}
        <meta name="robots" content="noindex" />
      </>
    )
  const abs = (p: string) => site.url + p
  const langs = localeCodes.filter((l) => alternateFor(seo.alternates, l) !== undefined)
  const xDefault = alternateFor(seo.alternates, defaultLocale) ?? alternateFor(seo.alternates, locale)
  const breadcrumbLd =
    seo.breadcrumbs && seo.breadcrumbs.length > 1
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'BreadcrumbList',
            itemListElement: seo.breadcrumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: abs(c.path) })),
          },
        ]
      : []
  return (
    <>
      {common}
      {seo.noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={abs(seo.path)} />}
      {!seo.noindex && langs.length > 1 && (
        <>
          {langs.map((l) => (
            <link key={l} rel="alternate" hrefLang={localeEntry(l).hreflang} href={abs(alternateFor(seo.alternates, l) ?? '')} />
          ))}
          {xDefault && <link rel="alternate" hrefLang="x-default" href={abs(xDefault)} />}
        </>
      )}
      {seo.feeds?.map((f) => (
        <link key={f.href} rel="alternate" type="application/atom+xml" title={f.title} href={abs(f.href)} />
      ))}
      <meta property="og:type" content={seo.ogType ?? 'website'} />
      <meta property="og:url" content={abs(seo.path)} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={localeEntry(locale).iso.replace('-', '_')} />
      {seo.image && <meta property="og:image" content={abs(seo.image)} />}
      {[...breadcrumbLd, ...(seo.jsonLd ?? [])].map((ld, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(ld) }} />
      ))}
    </>
  )
}
