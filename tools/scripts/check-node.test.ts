import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { refusal, satisfies } from './check-node.mjs'

const range: string = JSON.parse(readFileSync('package.json', 'utf8')).engines.node
const pinned = readFileSync('.nvmrc', 'utf8').trim()

describe('the Node check before npm start and npm test', () => {
  it('accepts the pinned Node of .nvmrc and Node 26 (the two CI runs), refuses Node 20, 22 and 25', () => {
    expect(pinned).toMatch(/^24\.\d+\.\d+$/)
    for (const version of [pinned, '24.11.0', '26.0.0', '26.12.1']) expect(satisfies(version, range), version).toBe(true)
    for (const version of ['20.20.2', '22.21.0', '24.10.0', '25.2.1']) expect(satisfies(version, range), version).toBe(false)
  })

  it('reads both forms of a range, and refuses a form it cannot read rather than letting every Node through', () => {
    expect(satisfies('v24.1.0', '^24.0.0')).toBe(true)
    expect(satisfies('25.0.0', '^24.0.0')).toBe(false)
    expect(satisfies('30.0.0', '>=26.0.0')).toBe(true)
    expect(() => satisfies('24.1.0', '>=24 <27')).toThrow(/cannot read/)
    expect(() => satisfies('24.1.0', '~24.1.0')).toThrow(/cannot read/)
  })

  it('stops an old Node with one line that names the version to install', () => {
    const line = refusal({ node: '20.20.2', range, install: pinned })
    expect(line).not.toBeNull()
    expect(line).not.toContain('\n')
    expect(line).toContain(`install Node ${pinned}`)
    expect(line).toContain('this is Node 20.20.2')
    expect(refusal({ node: pinned, range, install: pinned })).toBeNull()
  })

  it('lets the running Node through silently', () => {
    expect(execFileSync(process.execPath, ['tools/scripts/check-node.mjs'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })).toBe('')
  })

  it('the workflows take their Node from .nvmrc', () => {
    for (const workflow of ['rebuild.yml', 'build-sharded.yml']) {
      const text = readFileSync(`.github/workflows/${workflow}`, 'utf8')
      const setups = text.match(/uses: actions\/setup-node@\S+\n\s+with:\n(\s+\S.*\n)+/g) ?? []
      expect(setups.length, workflow).toBeGreaterThan(0)
      for (const setup of setups) {
        expect(setup, workflow).toContain('node-version-file: .nvmrc')
        expect(setup, workflow).not.toMatch(/node-version:/)
      }
    }
  })
})
