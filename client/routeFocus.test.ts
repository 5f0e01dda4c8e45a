import { describe, expect, it } from 'vitest'
import { rememberPathname, shouldFocusMain } from './routeFocus.js'

describe('focus after client-side navigation', () => {
  it('moves to <main> for another path, not for the same path, a query change or a fragment', () => {
    rememberPathname('/')
    expect(shouldFocusMain({ pathname: '/sluzby', hash: '' })).toBe(true)
    // Same path again (only the query changed, e.g. a new search): focus stays in the field.
    expect(shouldFocusMain({ pathname: '/sluzby', hash: '' })).toBe(false)
    expect(shouldFocusMain({ pathname: '/lide', hash: '#group-partners' })).toBe(false)
    expect(shouldFocusMain({ pathname: '/en', hash: '' })).toBe(true)
  })
})
