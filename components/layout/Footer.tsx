import { site } from '../../shared/config/site.js'
import { reopenConsent } from '../../client/consentState.js'
import { useT } from '../../shared/locales/intl.js'
import type { Chrome } from '../../page-data/chrome.js'
import { telHref } from '../content/ContactLinks.js'
import { CurrentYear } from './CurrentYear.js'
import { NewsletterBox } from './NewsletterBox.js'
import { Picture } from '../content/Picture.js'

export function Footer({ chrome }: { chrome: Chrome }) {
  const t = useT()
  const { contacts, bottomMenu, partners, buildYear, privacyPath } = chrome
  return (
    <footer className="site-footer">
      <NewsletterBox />
      <section className="site-footer__offices" aria-labelledby="footer-offices">
        <h2 id="footer-offices" className="visually-hidden">
          {t('footer.offices')}
        </h2>
        {contacts.offices.map((o) => (
          <address key={o.name} className="office">
            <strong>{o.name}</strong>
            <br />
            {o.street}
            <br />
            {o.zip} {o.city}
            <br />
            <a href={telHref(o.phone)}>{o.phone}</a>
            <br />
            <a href={`mailto:${o.email}`}>{o.email}</a>
          </address>
        ))}
        <p className="site-footer__contact">
          {/* Side by side or one under the other, by the width (a text separator would hang at a line's end). */}
          <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
          <a href={telHref(contacts.phone)}>{contacts.phone}</a>
        </p>
      </section>
      <nav className="site-footer__menu" aria-label={t('footer.menu')}>
        {bottomMenu.map((group) => (
          <div key={group.title}>
            <h2>{group.title}</h2>
            <ul>
              {group.links.map((l) => (
                <li key={l.link}>
                  {l.leave ? (
                    <a href={l.link} target="_blank" rel="noopener noreferrer">
                      {l.text}
                      <span className="visually-hidden"> {t('common.new_window')}</span>
                    </a>
                  ) : (
                    <a href={l.link}>{l.text}</a>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      {partners.length > 0 && (
        <section className="site-footer__partners" aria-labelledby="footer-partners">
          <h2 id="footer-partners">{t('footer.partners')}</h2>
          <ul>
            {partners.map((p) => (
              <li key={p.id}>
                <a href={p.path}>
                  <Picture image={p.logo} alt={p.client} sizes="7.5rem" width={120} height={48} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ul className="site-footer__social" aria-label={t('footer.social')}>
        {contacts.entries
          .filter((e) => e.type === 'social')
          .map((e) => (
            <li key={e.link}>
              <a href={e.link} rel="noopener noreferrer" target="_blank">
                {e.image ? <img src={e.image} alt="" width="24" height="24" /> : null}
                <span>{e.text}</span>
              </a>
            </li>
          ))}
      </ul>
      <p className="site-footer__copyright">
        © <CurrentYear buildYear={buildYear} /> {site.legalName}
        {privacyPath && (
          <>
            {/* One text node, as before the formatter split it in two (the HTML keeps its bytes). */}
            {' · '}
            <a href={privacyPath}>{t('footer.privacy')}</a>
          </>
        )}
        {' · '}
        <button type="button" className="link-button" onClick={reopenConsent}>
          {t('footer.cookie_settings')}
        </button>
      </p>
    </footer>
  )
}
