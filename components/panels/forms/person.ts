// The person fields shared by the contact and the job form, and how the phone is sent.
import { constants } from '../../../shared/config/constants.js'

export type PersonValues = { firstname: string; lastname: string; email: string; phonePrefix: string; phone: string }
export const emptyPerson: PersonValues = { firstname: '', lastname: '', email: '', phonePrefix: constants.phonePrefixes[0], phone: '' }

/** The `phone` the API receives: prefix and number, e.g. "+420 777 123 456". */
export function joinPhone(prefix: string, phone: string): string {
  const number = phone.trim()
  if (!prefix || number.startsWith('+')) return number
  return `${prefix} ${number}`
}
