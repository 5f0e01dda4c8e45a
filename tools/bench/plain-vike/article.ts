// The article of the plain-Vike baseline: a title and a few paragraphs generated deterministically
// from the id (a seeded PRNG over a fixed word list), about 2–4 KB of text like a blog post. Shared by
// the Vike app's +data and the renderToString baseline so both render exactly the same thing.
export { article, articleCount, articleUrl, type Article }

type Article = { id: number; title: string; paragraphs: string[] }

const words = (
  'accounting audit balance sheet ledger invoice payroll tax return deadline deduction depreciation ' +
  'asset liability equity revenue expense accrual provision reserve dividend shareholder subsidiary ' +
  'consolidation transfer pricing withholding value added customs excise declaration filing authority ' +
  'inspection penalty interest refund advance quarterly annual monthly statement report disclosure ' +
  'compliance regulation directive amendment exemption threshold rate base allowance contribution ' +
  'insurance pension employee employer contractor invoice receipt payment settlement bank account ' +
  'cash flow forecast budget variance margin profit loss turnover cost centre allocation overhead ' +
  'inventory valuation impairment lease contract obligation guarantee collateral loan credit debit ' +
  'the a of to in for with on by from under after before during and or but which that this these'
).split(' ')

/** mulberry32: a tiny PRNG that gives the same sequence for the same seed on every run. */
function prng(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function sentence(next: () => number): string {
  const length = 8 + Math.floor(next() * 10)
  const picked = Array.from({ length }, () => words[Math.floor(next() * words.length)] ?? 'tax')
  const text = picked.join(' ')
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`
}

function article(id: number): Article {
  const next = prng(id * 2654435761)
  const title = `Article ${id}: ${sentence(next).slice(0, -1)}`
  // Sentences until the text reaches 2.1–3.8 KB, four to six of them a paragraph.
  const target = 2100 + Math.floor(next() * 1700)
  const paragraphs: string[] = []
  let size = 0
  while (size < target) {
    const sentences: string[] = []
    const length = 4 + Math.floor(next() * 3)
    while (sentences.length < length && size < target) {
      const s = sentence(next)
      sentences.push(s)
      size += s.length + 1
    }
    paragraphs.push(sentences.join(' '))
  }
  return { id, title, paragraphs }
}

const articleUrl = (id: number) => `/article/${id}`

/** How many articles the app pre-renders: PLAIN_VIKE_PAGES (set by tools/bench/plain-vike/build.mjs). */
function articleCount(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.PLAIN_VIKE_PAGES ?? 100)
  if (!Number.isInteger(n) || n < 1) throw new Error(`PLAIN_VIKE_PAGES must be a positive integer, got ${env.PLAIN_VIKE_PAGES}`)
  return n
}
