// The services page's group cards: how many services each lists before its link to the group.
import { constants } from '../../shared/config/constants.js'
import { bySortKey } from '../../content-pipeline/listOrder.js'
import type { Service } from '../../content-pipeline/model.js'

/**
 * A group card lists its first services in the editors' order and links to the group's page for
 * the rest: a network firm's group has ~56 services, ~16 KB of this page each; with many groups
 * each card lists fewer (at --scale 20000, 50 groups: 4 each, the page ~130 KB instead of 175).
 */
export function servicesPerCard(groups: number): number {
  const { servicesPerGroupCard: most, servicesOnServicesPage: total } = constants
  return Math.max(3, Math.min(most, Math.floor(total / Math.max(1, groups))))
}

export function firstServices(inGroup: Service[], perCard: number) {
  return {
    services: bySortKey(inGroup)
      .slice(0, perCard)
      .map((s) => ({ id: s.id, name: s.name, path: s.path })),
    total: inGroup.length,
  }
}
