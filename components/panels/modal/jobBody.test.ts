import { describe, expect, it } from 'vitest'
import { constants } from '../../../shared/config/constants.js'
import { addTag, jobBody, toggleTag } from './jobBody.js'

describe('job application body', () => {
  it('carries the job, the person, the tags and the default text for an empty letter', () => {
    expect(jobBody(4, { firstname: 'Petr', lastname: 'Novák', email: 'petr@example.cz', phonePrefix: '+421', phone: '905 111 222', message: '', tags: ['Audit'] })).toEqual({
      type: 'job',
      job_id: 4,
      firstname: 'Petr',
      lastname: 'Novák',
      email: 'petr@example.cz',
      phone: '+421 905 111 222',
      content: constants.defaultMessage,
      tags: ['Audit'],
      service: false,
    })
  })

  it('tags: toggled on and off; free tags trimmed, without duplicates', () => {
    expect(toggleTag(['DPH'], 'Audit')).toEqual(['DPH', 'Audit'])
    expect(toggleTag(['DPH', 'Audit'], 'DPH')).toEqual(['Audit'])
    expect(addTag(['DPH'], '  Power   BI ')).toEqual(['DPH', 'Power BI'])
    expect(addTag(['DPH'], 'dph')).toEqual(['DPH'])
    expect(addTag(['DPH'], '   ')).toEqual(['DPH'])
  })
})
