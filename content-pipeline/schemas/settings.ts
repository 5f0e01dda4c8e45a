// Settings (§3): named records with a value, served per locale by GET /api/settings/{locale}.
import { array, boolean, literal, nullable, object, string, union, type Infer } from 'superstruct'
import { Email, Id, Link, MediaPath, Phone, Slug, Text } from './common.js'

export const Office = object({
  name: Text,
  street: Text,
  city: Text,
  zip: Text,
  phone: Phone,
  email: Email,
  map_url: nullable(string()),
  /** A photograph of the office (the contacts page; the home page's hero shows the first office's). */
  image: nullable(MediaPath),
})

export const ContactEntry = object({ type: literal('social'), text: Text, link: Link, image: nullable(MediaPath) })

export const MenuLink = object({ text: Text, link: Link })

export const MenuItem = object({
  text: Text,
  link: Link,
  image: nullable(MediaPath),
  submenu: array(MenuLink),
  /** Set on the services item: the groups with their sub-services, for the mega menu. */
  service: nullable(array(object({ id: Id, slug: Slug, name: Text, subservices: array(object({ id: Id, name: Text, slug: Slug })) }))),
})

export const BottomMenuGroup = object({
  title: Text,
  links: array(object({ text: Text, link: Link, leave: boolean() })),
})

/** Each settings record's struct by name, so validation can check a broken record against its own shape. */
export const settingsRecords = {
  contacts: object({
    name: literal('contacts'),
    value: object({ email: Email, phone: Phone, offices: array(Office), entries: array(ContactEntry) }),
  }),
  intropopup: object({ name: literal('intropopup'), value: object({ is_enabled: boolean() }) }),
  topmenu: object({ name: literal('topmenu'), value: array(MenuItem) }),
  bottommenu: object({ name: literal('bottommenu'), value: array(BottomMenuGroup) }),
  maintenance: object({ name: literal('maintenance'), value: object({ is_enabled: boolean() }) }),
}

export const SettingsRecord = union([settingsRecords.contacts, settingsRecords.intropopup, settingsRecords.topmenu, settingsRecords.bottommenu, settingsRecords.maintenance])

export const Settings = array(SettingsRecord)

export const Banner = object({ title: Text, url: nullable(Link), path: nullable(string()), image: MediaPath })
export const Posters = object({
  'banner.popup_desktop': array(Banner),
  'banner.popup_mobile': array(Banner),
})

export type Office = Infer<typeof Office>
export type ContactEntry = Infer<typeof ContactEntry>
export type MenuItem = Infer<typeof MenuItem>
export type BottomMenuGroup = Infer<typeof BottomMenuGroup>
export type SettingsRecord = Infer<typeof SettingsRecord>
export type Banner = Infer<typeof Banner>
export type Posters = Infer<typeof Posters>
