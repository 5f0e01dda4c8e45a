// What the contact panel posts to /api/user-request/save (spec §3 "Contact / user request", §5):
// an empty message becomes the default text; on service pages service_id and subservice_slug
// are added. Files and the bot-check token are added by the sender.
import { constants } from '../../../shared/config/constants.js'
import { joinPhone, type PersonValues } from '../forms/person.js'

export type ContactValues = PersonValues & { company: string; message: string }

/** The service context of the page: the service group and, on a sub-service page, its slug. */
export type ServiceContext = { serviceId: number; subserviceSlug: string | null }

export function contactBody(values: ContactValues, service: ServiceContext | null): Record<string, unknown> {
  return {
    type: 'contact',
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    email: values.email.trim(),
    phone: joinPhone(values.phonePrefix, values.phone),
    company: values.company.trim(),
    content: values.message.trim() || constants.defaultMessage,
    service: service !== null,
    ...(service ? { service_id: service.serviceId } : {}),
    ...(service?.subserviceSlug ? { subservice_slug: service.subserviceSlug } : {}),
  }
}

/**
 * Reads the service context from the page: a sub-service detail's <article> carries
 * data-service-id and data-subservice-slug, a service group page data-service-group.
 */
export function serviceContextOf(root: ParentNode): ServiceContext | null {
  const detail = root.querySelector<HTMLElement>('[data-service-id]')
  const id = Number(detail?.dataset['serviceId'] ?? root.querySelector<HTMLElement>('[data-service-group]')?.dataset['serviceGroup'])
  if (!Number.isInteger(id) || id <= 0) return null
  return { serviceId: id, subserviceSlug: detail?.dataset['subserviceSlug'] || null }
}
