import { describe, expect, it } from 'vitest'
import { matchPath, path, routes, type RouteKey } from './routes.js'

describe('matchPath', () => {
  it('finds the route of every localized path it makes', () => {
    const params: Record<string, string> = { id: '12', page: '2', slug: 'a-b', slug2: 'c', category: 'dane' }
    for (const key of Object.keys(routes) as RouteKey[]) {
      for (const locale of ['cs', 'en'] as const) {
        expect(matchPath(path(key, locale, params)), `${key} ${locale}`).toEqual({ locale, key, params: expect.any(Object) })
      }
    }
  })

  it('prefers static segments to parameters', () => {
    expect(matchPath('/blog/archiv')).toEqual({ locale: 'cs', key: 'blogArchive', params: {} })
    expect(matchPath('/kariera/volne-pozice')).toEqual({ locale: 'cs', key: 'jobs', params: {} })
    expect(matchPath('/en/services/thankYou')).toEqual({ locale: 'en', key: 'servicesThanks', params: {} })
    expect(matchPath('/sluzby/3/dane')).toEqual({ locale: 'cs', key: 'serviceGroup', params: { id: '3', slug: 'dane' } })
  })

  it('refuses what no route accepts', () => {
    expect(matchPath('/blog/0/a')).toBeNull()
    expect(matchPath('/blog/12/Velka-Pismena')).toBeNull()
    expect(matchPath('/lide/12/navic')).toBeNull()
    expect(matchPath('/en/lide')).toBeNull()
  })
})
