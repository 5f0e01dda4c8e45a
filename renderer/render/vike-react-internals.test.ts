import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { Loading, onRenderHtml, privatePaths } from './vike-react-internals.js'

// Its package.json is not among its exports: found beside its main entry.
const entry = createRequire(import.meta.url).resolve('vike-react')
const pkg = JSON.parse(readFileSync(join(entry.slice(0, entry.lastIndexOf(`${sep}dist${sep}`)), 'package.json'), 'utf8')) as { version: string; exports: Record<string, unknown> }
const advice = 'renderer/render/vike-react-internals.ts uses it: follow docs/decisions.md "vike-react\'s onRenderHtml" (adapt the adapter, or move to the public API if the upgrade has one)'

describe('the private vike-react integration the page writer uses', () => {
  it('is still exported by the installed vike-react', () => {
    for (const path of privatePaths) expect(pkg.exports[path], `vike-react ${pkg.version} no longer exports ${path}; ${advice}`).toBeDefined()
  })

  it('still has the shape the writer calls: onRenderHtml(pageContext) and a Loading config', () => {
    expect(typeof onRenderHtml, `vike-react ${pkg.version}: onRenderHtml is not a function; ${advice}`).toBe('function')
    expect(onRenderHtml.length, `vike-react ${pkg.version}: onRenderHtml takes ${onRenderHtml.length} arguments, the writer passes one pageContext; ${advice}`).toBe(1)
    expect(Loading, `vike-react ${pkg.version}: Loading is gone; ${advice}`).toBeTruthy()
  })
})
