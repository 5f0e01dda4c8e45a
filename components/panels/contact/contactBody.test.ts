import { describe, expect, it } from 'vitest'
import { constants } from '../../../shared/config/constants.js'
import { contactBody, type ContactValues } from './contactBody.js'
import { joinPhone } from '../forms/person.js'

const values: ContactValues = {
  firstname: ' Jana ',
  lastname: 'Dvořáková',
  email: 'jana@example.cz',
  phonePrefix: '+420',
  phone: '777 123 456',
  company: '',
  message: '  ',
}

// serviceContextOf reads the page's DOM: the browser test (tests/e2e/forms.test.ts) covers it on a
// real sub-service page.
describe('contact request body', () => {
  it('sends the default message for an empty one and joins the phone prefix', () => {
    expect(contactBody(values, null)).toEqual({
      type: 'contact',
      firstname: 'Jana',
      lastname: 'Dvořáková',
      email: 'jana@example.cz',
      phone: '+420 777 123 456',
      company: '',
      content: constants.defaultMessage,
      service: false,
    })
  })

  it('adds service_id and subservice_slug on service pages only', () => {
    expect(contactBody({ ...values, message: 'Potřebuji DPH.' }, { serviceId: 12, subserviceSlug: 'dph' })).toMatchObject({
      content: 'Potřebuji DPH.',
      service: true,
      service_id: 12,
      subservice_slug: 'dph',
    })
    const group = contactBody(values, { serviceId: 19, subserviceSlug: null })
    expect(group).toMatchObject({ service: true, service_id: 19 })
    expect(group).not.toHaveProperty('subservice_slug')
  })

  it('phone: no prefix, or a number already in international form, is kept as typed', () => {
    expect(joinPhone('', '777 123 456')).toBe('777 123 456')
    expect(joinPhone('+420', '+421 905 111 222')).toBe('+421 905 111 222')
    expect(joinPhone('+49', ' 30 1234567 ')).toBe('+49 30 1234567')
  })
})
