// A sub-service's intro popup (spec §2 "intro popups for services"): the editor's short pitch
// with a call to action that opens the contact panel. Shown as a callout at the top of the
// service rather than a timed overlay, so it never competes with the site-wide intro popup.
import type { IntroPopup } from '../../content-pipeline/schemas/content.js'

export function ServicePromo({ promo }: { promo: IntroPopup }) {
  return (
    <aside className="service-promo" aria-labelledby="service-promo-title">
      <h2 id="service-promo-title">{promo.title}</h2>
      <p>{promo.text}</p>
      <button type="button" className="button" data-open-contact-panel>
        {promo.cta}
      </button>
    </aside>
  )
}
