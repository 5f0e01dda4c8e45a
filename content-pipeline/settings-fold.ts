// The settings records folded into SiteSettings (one record of each name, none missing) and the
// services mega menu checked against the content; the posters folded for the banner.
import { type Locale } from '../shared/config/locales.js'
import type { LocaleContent, SiteSettings } from './model.js'
import type { Posters, SettingsRecord } from './schemas/settings.js'
import type { Issues, Place } from './issues.js'
import type { Source } from './source.js'
import type { Listed } from './normalize-checks.js'

export function foldSettings(source: Source, listed: Listed, locale: Locale, issues: Issues): SiteSettings {
  const endpoint = `GET /api/settings/${locale}`
  const records: SettingsRecord[] = source.settings[locale]
  const seen = new Set<string>()
  const settings: SiteSettings = {
    contacts: { email: '', phone: '', offices: [], entries: [] },
    introPopup: { is_enabled: false },
    topMenu: [],
    bottomMenu: [],
    maintenance: { is_enabled: false },
  }
  for (const r of records) {
    if (seen.has(r.name)) issues.error({ endpoint, kind: 'settings', subject: `record ${r.name}` }, 'appears twice')
    seen.add(r.name)
    switch (r.name) {
      case 'contacts':
        settings.contacts = r.value
        break
      case 'intropopup':
        settings.introPopup = r.value
        break
      case 'topmenu':
        settings.topMenu = r.value
        break
      case 'bottommenu':
        settings.bottomMenu = r.value
        break
      case 'maintenance':
        settings.maintenance = r.value
        break
    }
  }
  for (const name of ['contacts', 'intropopup', 'topmenu', 'bottommenu', 'maintenance']) {
    if (!seen.has(name)) issues.error({ endpoint, kind: 'settings', subject: `record ${name}` }, 'is missing')
  }
  checkMegaMenu(listed, locale, settings, issues)
  return settings
}

/** The services mega menu carries ids and slugs; they must be the ones of this locale's content. */
function checkMegaMenu(listed: Listed, locale: Locale, settings: SiteSettings, issues: Issues) {
  const groups = new Map(listed.serviceGroups(locale).map((g) => [g.id, g]))
  const services = new Map(listed.services(locale).map((s) => [s.id, s]))
  settings.topMenu.forEach((item, i) => {
    item.service?.forEach((entry, j) => {
      const where: Place = { endpoint: `GET /api/settings/${locale}`, kind: 'settings', subject: 'record topmenu', field: `value.${i}.service.${j}` }
      const group = groups.get(entry.id)
      if (!group) issues.error(where, `service group ${entry.id} does not exist in ${locale}`)
      else if (group.slug !== entry.slug) issues.error({ ...where, field: `${where.field}.slug` }, `is "${entry.slug}", the group's ${locale} slug is "${group.slug}"`)
      entry.subservices.forEach((sub, k) => {
        const service = services.get(sub.id)
        const subWhere = { ...where, field: `${where.field}.subservices.${k}` }
        if (!service || service.group_id !== entry.id) issues.error(subWhere, `service ${sub.id} of group ${entry.id} does not exist in ${locale}`)
        else if (service.slug !== sub.slug) issues.error({ ...subWhere, field: `${subWhere.field}.slug` }, `is "${sub.slug}", the service's ${locale} slug is "${service.slug}"`)
      })
    })
  })
}

export function foldPosters(posters: Posters): LocaleContent['posters'] {
  return { desktop: posters['banner.popup_desktop'], mobile: posters['banner.popup_mobile'] }
}
