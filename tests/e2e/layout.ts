// Layout checks run inside the page (issue 11): horizontal overflow and overlapping interactive
// elements. Both return human-readable problems, empty when the layout is sound.
import type { Page } from 'playwright-core'

/** The four widths of the design review (spec §9 breakpoints: mobile, tablet, desktop, full HD). */
export const reviewWidths = [375, 768, 1024, 1472] as const

/** Elements wider than the viewport make the page scroll sideways on a phone. */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const doc = document.documentElement
    if (doc.scrollWidth <= doc.clientWidth) return []
    const culprits = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => el.getBoundingClientRect().right > doc.clientWidth + 1 && el.checkVisibility())
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (right ${Math.round(el.getBoundingClientRect().right)})`)
    return [`page is ${doc.scrollWidth}px wide in a ${doc.clientWidth}px viewport: ${culprits.join(', ')}`]
  })
}

/**
 * Pairs of visible interactive elements whose boxes overlap (neither inside the other). Elements
 * in fixed or sticky layers (the header, the contact opener, the cookie bar, open panels) float over the page
 * by design and are checked only against each other within the same layer.
 */
export async function overlappingControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex="-1"])'
    const layerOf = (el: Element): Element | null => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const position = getComputedStyle(node).position
        if (position === 'fixed' || position === 'sticky') return node
      }
      return null
    }
    const label = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      return `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : ''} "${text}"`
    }
    const items = [...document.querySelectorAll(selector)]
      .filter((el) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
      // An inline link that wraps has one box per line: its bounding box would cover the text
      // between them, so each line box counts on its own.
      .flatMap((el) => [...el.getClientRects()].map((rect) => ({ el, rect, layer: layerOf(el) })))
      // Visually hidden helpers (1 px) and zero-size elements take no space to overlap.
      .filter(({ rect }) => rect.width > 2 && rect.height > 2)
    const problems: string[] = []
    for (let i = 0; i < items.length; i++) {
      for (let j = i + 1; j < items.length; j++) {
        const a = items[i]!
        const b = items[j]!
        if (a.layer !== b.layer) continue
        if (a.el === b.el || a.el.contains(b.el) || b.el.contains(a.el)) continue
        const w = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left)
        const h = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top)
        // More than a hair: focus rings and 1 px borders may touch.
        if (w > 2 && h > 2) problems.push(`${label(a.el)} overlaps ${label(b.el)} (${Math.round(w)}×${Math.round(h)} px)`)
      }
    }
    return problems.slice(0, 10)
  })
}
