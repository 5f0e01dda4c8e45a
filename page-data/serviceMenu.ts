// Spec §2/§9: the service sub-menu lists up to 12 sub-services, then a 'more services' link.
// Taken round-robin over the groups (in menu order) so every service area is represented.
import { constants } from '../shared/config/constants.js'
import type { MenuItem } from '../content-pipeline/schemas/settings.js'

type Group = NonNullable<MenuItem['service']>[number]
export type MenuSubservice = Group['subservices'][number] & { group: Pick<Group, 'id' | 'name' | 'slug'> }

export function pickSubservices(
  groups: Group[],
  limit: number = constants.menuMaxSubservices,
): {
  shown: MenuSubservice[]
  hasMore: boolean
} {
  const total = groups.reduce((n, g) => n + g.subservices.length, 0)
  const shown: MenuSubservice[] = []
  for (let round = 0; shown.length < Math.min(limit, total); round++) {
    for (const g of groups) {
      const s = g.subservices[round]
      if (s && shown.length < limit) shown.push({ ...s, group: { id: g.id, name: g.name, slug: g.slug } })
    }
  }
  return { shown, hasMore: total > shown.length }
}

/**
 * The top menu as the layout renders it. The API's services item carries every group with every
 * sub-service (hundreds on a network's site); the header shows the groups and the 12 picked ones,
 * and every page carries this data, so only that much is kept.
 */
export type ChromeMenuItem = Omit<MenuItem, 'service'> & {
  service: { groups: Pick<Group, 'id' | 'name' | 'slug'>[]; panel: ReturnType<typeof pickSubservices> } | null
}

export function chromeMenu(items: MenuItem[]): ChromeMenuItem[] {
  return items.map(({ service, ...item }) => ({
    ...item,
    service: service && { groups: service.map(({ id, name, slug }) => ({ id, name, slug })), panel: pickSubservices(service) },
  }))
}
