// Page-speed budget (issue 12): the one place its numbers live. The budget test of the build
// output (tests/output/budget.test.ts) and `npm run audit` read them from here.
// KB = 1000 bytes, as Vite reports sizes.
export const budget = {
  /** First-load JavaScript of every page type, gzip: entry + every statically imported chunk. */
  firstLoadJsGzipKb: 105,
  /** Median HTML of every page type, gzip (the inlined page data included). */
  medianHtmlGzipKb: 25,
} as const
