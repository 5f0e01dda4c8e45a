// Where the built indexes live on the site (shared by the build and the browser code): one folder
// per locale, so a page only ever loads and searches its own language.
/** The folder of every locale's indexes. */
export const indexRoot = '/search-index/'
export const indexDir = (locale: string) => `${indexRoot}${locale}/`
/** The dropdown's suggestion list (MiniSearch input). */
export const suggestPath = (locale: string) => `${indexDir(locale)}suggest.json`
