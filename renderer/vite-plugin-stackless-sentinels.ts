// React DOM's module-level errors without a stack (issue 51: Lighthouse's blocking time on the
// homes; docs/performance.md, "the homes' blocking time").
//
// react-dom's client module makes a handful of Error objects while it evaluates: sentinels such
// as SuspenseException, which React throws and catches by identity and never shows. With an
// inspector attached — Lighthouse, DevTools, any browser test (Chrome's Runtime domain) — V8
// records the line and column of every frame on the stack of each new Error, and re-parses every
// function there that was compiled without its source positions: here the bundler's CommonJS
// wrapper around the whole of react-dom, ~200 KB, on the main thread, inside the task that
// evaluates the page's modules (the largest part of it). A visitor without DevTools never pays
// it; Lighthouse does, and counts it in the blocking time.
//
// So the client build makes those module-level errors as plain objects that inherit from
// Error.prototype, with the same message: `instanceof Error` and React's identity checks hold,
// no stack is recorded, nothing is re-parsed. Only the errors the module keeps in a variable as it
// evaluates (outside any function) change; those React throws when something goes wrong keep
// their stacks.
import { parseSync, Visitor, type ESTree, type Plugin } from 'vite'

/** The module whose evaluation this is about: React DOM's client, production build. */
export const reactDomClient = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/

type Edit = { start: number; end: number; text: string }

/** `Error(m)` or `new Error(m)` kept in a variable outside any function, rewritten as an object without a stack. */
export function stacklessModuleErrors(code: string, file = 'module.js'): { code: string; changed: number } {
  const { program, errors } = parseSync(file, code)
  if (errors.length) throw new Error(`${file}: cannot parse it to find its module-level errors: ${errors[0]?.message}`)
  const edits: Edit[] = []
  let depth = 0
  const into = () => void depth++
  const out = () => void depth--
  const rewrite = (node: ESTree.Expression | null | undefined) => {
    if (depth > 0 || (node?.type !== 'CallExpression' && node?.type !== 'NewExpression') || node.callee.type !== 'Identifier' || node.callee.name !== 'Error') return
    const [message, ...rest] = node.arguments
    if (!message || rest.length || message.type === 'SpreadElement')
      throw new Error(`${file}: a module-level Error with other arguments than one message, at ${node.start}: review renderer/vite-plugin-stackless-sentinels.ts`)
    edits.push({ start: node.start, end: node.end, text: `{ __proto__: Error.prototype, message: ${code.slice(message.start, message.end)} }` })
  }
  new Visitor({
    FunctionDeclaration: into,
    'FunctionDeclaration:exit': out,
    FunctionExpression: into,
    'FunctionExpression:exit': out,
    ArrowFunctionExpression: into,
    'ArrowFunctionExpression:exit': out,
    // Kept values only (`var X = Error(…)`, `X = Error(…)`): an error thrown at once keeps its stack.
    VariableDeclarator: (node) => rewrite(node.init),
    AssignmentExpression: (node) => rewrite(node.right),
  }).visit(program)
  let result = code
  for (const edit of edits.sort((a, b) => b.start - a.start)) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end)
  return { code: result, changed: edits.length }
}

export function stacklessSentinels(): Plugin {
  return {
    name: 'stackless-sentinels',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      filter: { id: reactDomClient },
      handler(code, id) {
        const { code: out, changed } = stacklessModuleErrors(code, id)
        // react-dom without such errors needs nothing; the unit test says when that happens.
        return changed ? { code: out, map: null } : null
      },
    },
  }
}
