// Automated accessibility audit (axe-core, WCAG 2.1 A/AA rules) of the open mobile menu, the
// cookie bar and the contact panel. Serious and critical violations fail; the rest are printed.
// Every template in both locales is audited by tests/e2e/design.test.ts, stricter (violations of
// any impact, at all four review widths), and every overlay by tests/e2e/overlays.test.ts.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogs } from '../../locales/intl.js'
import { startSite } from './browser.js'
import { introHiddenCookie } from './visitor.js'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }

async function audit(page: Page): Promise<Violation[]> {
  // evaluate runs outside the page's CSP, so the audit script needs no policy exception.
  await page.evaluate(axeSource)
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> } }).axe
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }))
  })
}

function serious(url: string, violations: Violation[]): string[] {
  const minor = violations.filter((v) => v.impact !== 'serious' && v.impact !== 'critical')
  if (minor.length) console.log(`${url}: ${minor.map((v) => `${v.id} (${v.impact})`).join(', ')}`)
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${url}: ${v.id} — ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    )
}

let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site?.close())

describe('accessibility audit (axe-core)', () => {
  it('the cookie bar, the open mobile menu and the open contact panel have no serious violation', async () => {
    const page = await site.browser.newPage({ viewport: { width: 375, height: 740 } })
    // A first visit (the cookie bar shows), but with the intro popup closed before: it opens at 3 s
    // as a modal, and on a busy machine the audit takes longer than that.
    await page.context().addCookies([introHiddenCookie(site.url)])
    await page.goto(site.url + '/')
    await page.waitForLoadState('networkidle')
    const problems = serious('cookie bar', await audit(page))
    await page.getByRole('button', { name: catalogs.cs['nav.open_menu'], exact: true }).click()
    problems.push(...serious('mobile menu', await audit(page)))
    await page.keyboard.press('Escape')
    const desktop = await site.browser.newPage()
    await desktop.goto(site.url + '/kontakty')
    await desktop.waitForLoadState('networkidle')
    await expect
      .poll(
        async () => {
          await desktop.locator('[data-open-contact-panel]').first().click()
          return desktop.getByRole('dialog').first().isVisible()
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBe(true)
    problems.push(...serious('contact panel', await audit(desktop)))
    expect(problems).toEqual([])
  }, 120_000)
})
