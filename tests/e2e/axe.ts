// axe-core (WCAG 2.0/2.1 A and AA rules) run in a Playwright page. The script is evaluated
// outside the page's CSP, so the audit needs no policy exception.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }

/**
 * `styleSheets: false` when the page's style sheets were audited already (the same page at another
 * width): axe then does not fetch and parse them again (its `preload`), and leaves out the one rule
 * that reads them (`css-orientation-lock`, whose answer a width does not change).
 */
export async function audit(page: Page, { styleSheets = true } = {}): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  return page.evaluate(async (styleSheets) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> } }).axe
    // resultTypes: only violations are wanted; axe then skips collecting every passing node
    // (its documented option for large pages; the design review runs it ~320 times).
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
      ...(styleSheets ? {} : { preload: false, rules: { 'css-orientation-lock': { enabled: false } } }),
    })
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }))
  }, styleSheets)
}

/** One line per violation, any impact (issue 11: zero violations, not only serious ones). */
export function describeViolations(where: string, violations: Violation[]): string[] {
  return violations.map(
    (v) =>
      `${where}: ${v.id} (${v.impact}) — ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  )
}
