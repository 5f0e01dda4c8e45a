// Where the built indexes live on the site (shared by the build and the browser code): one folder
// per locale, so a page only ever loads and searches its own language.
/** The folder of every locale's indexes. */
export const indexRoot = '/search-index/'
export const indexDir = (locale: string) => `${indexRoot}${locale}/`
/** The dropdown's suggestion list: the manifest of its files (search/suggestShards.ts). */
export const suggestPath = (locale: string) => `${indexDir(locale)}suggest.json`
/** File `n` of the dropdown's list as built (`build`: its own folder, so a cached manifest never mixes with newer files). */
export const suggestFilePath = (locale: string, build: string, n: number) => `${indexDir(locale)}suggest/${build}/${n}.json`
