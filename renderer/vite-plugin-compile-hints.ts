// V8's explicit compile hint (Chrome 136+): a script whose first line is this comment has all its
// functions compiled eagerly, while it streams in on a background thread, instead of each one on
// the main thread the first time it runs. Issue 51, Lighthouse 13's blocking time on the homes:
// the hydration task compiled react-dom's functions on the main thread (docs/performance.md,
// "the homes' blocking time"). Only chunks of 32 KB and more get it — the framework's (React,
// React DOM, react-intl: vite.config.ts) and the layout's, which every page needs at once, and
// the few other large ones: the comment's bytes on every file took the seminar pages over the JS
// budget (tests/output/budget.test.ts), and a small chunk compiles quickly anyway.
// Other browsers read a comment. docs/performance.md, 2026-12-07, evening.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

export const compileHint = '//# allFunctionsCalledOnLoad\n'
/** The smallest chunk (characters as written) that gets the hint. */
export const compileHintFrom = 32_000

export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    applyToEnvironment: (environment) => environment.name === 'client',
    // On the files as written: Vite's own last steps (the preload list it puts on a chunk's first
    // line) rewrite a chunk's code after any plugin's generateBundle. The names keep their hash:
    // the comment is the same in every file, so a name still stands for one content.
    writeBundle(options, bundle) {
      const dir = options.dir
      if (!dir) return
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.code.length < compileHintFrom) continue
        const file = join(dir, chunk.fileName)
        writeFileSync(file, compileHint + readFileSync(file, 'utf8'))
      }
    },
  }
}
