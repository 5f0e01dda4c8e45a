import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { reactDomClient, stacklessModuleErrors } from './vite-plugin-stackless-sentinels.js'

/** Runs a module's code as a function body and returns what it names. */
const evaluate = (code: string, names: string[]): Record<string, unknown> => new Function(`${code}\nreturn { ${names.join(', ')} }`)() as Record<string, unknown>

describe('stacklessModuleErrors', () => {
  const code = [
    'const message = (n) => `error #${n}`',
    'var A = Error(message(460)), B = new Error("plain")',
    'function made() { return Error("when something goes wrong") }',
    'const later = () => new Error("later")',
    'if (typeof message !== "function") throw Error("thrown at once")',
  ].join('\n')

  it('makes the errors of module-level code objects without a stack, with their message, still instances of Error', () => {
    const { code: out, changed } = stacklessModuleErrors(code)
    expect(changed).toBe(2)
    const { A, B } = evaluate(out, ['A', 'B'])
    for (const [error, message] of [
      [A, 'error #460'],
      [B, 'plain'],
    ] as const) {
      expect(error).toBeInstanceOf(Error)
      expect((error as Error).message).toBe(message)
      expect((error as Error).stack).toBeUndefined()
    }
    // The unchanged source makes them with a stack.
    expect((evaluate(code, ['A']).A as Error).stack).toContain('error #460')
  })

  it('leaves the errors made inside functions, and those thrown at once, as they are: those keep their stacks', () => {
    const { code: out } = stacklessModuleErrors(code)
    expect(out).toContain('throw Error("thrown at once")')
    const { made, later } = evaluate(out, ['made', 'later']) as Record<string, () => Error>
    expect(made?.().stack).toContain('when something goes wrong')
    expect(later?.().stack).toContain('later')
  })

  it('refuses a module-level error it cannot carry over whole (options, no message)', () => {
    expect(() => stacklessModuleErrors('var E = Error("m", { cause: 1 })', 'm.js')).toThrowError(/m\.js: a module-level Error with other arguments/)
    expect(() => stacklessModuleErrors('var E = new Error()', 'm.js')).toThrowError(/m\.js: a module-level Error/)
  })
})

describe("react-dom's client module, as installed", () => {
  // the package's own folder (its exports do not name the file)
  const file = join(dirname(createRequire(import.meta.url).resolve('react-dom/package.json')), 'cjs', 'react-dom-client.production.js')
  const source = readFileSync(file, 'utf8')

  it('is the file the plugin transforms', () => {
    expect(reactDomClient.test(file)).toBe(true)
  })

  it('makes its sentinel errors while it evaluates, and makes none once transformed', () => {
    const { code, changed } = stacklessModuleErrors(source, file)
    // SuspenseException and its kin (five in react-dom 19.3)
    expect(changed).toBeGreaterThan(0)
    expect(code).toContain('SuspenseException = { __proto__: Error.prototype, message: formatProdErrorMessage(460) }')
    expect(stacklessModuleErrors(code, file).changed).toBe(0)
  })
})
