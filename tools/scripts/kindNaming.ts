// Which product files name a content kind (issue 53: "a kind is named in at most 6 product files
// outside its own page folders"), for kindNaming.test.ts. A firm that adds a kind has to touch
// each file that names one; the registry (content-pipeline/kinds.ts) is there so that most
// layers read a kind's facts from its entry and name none.
//
// What counts:
// - product files: TypeScript and JavaScript under the site's code folders (shared/config/codeFolders.ts
//   siteCode), without tests, test helpers (`testing*.ts`, `fixtures.ts`) and the kind's own page
//   folders (`pages/<folder>/`);
// - a name: an identifier or a string literal of the code (found by TypeScript's scanner, so a
//   comment that names a kind as an example does not count) equal to one of the kind's names:
//   its content key (`blogPosts`), its item's route key (`blogPost`), its item type (`BlogPost`).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import ts from 'typescript'
import { siteCode } from '../../shared/config/codeFolders.js'

/** A kind's names, and the page folders that are its own. */
export type KindNames = { names: readonly string[]; pageFolders: readonly string[] }

/** Every content kind of the API (content-pipeline/schemas/endpoints.ts) with its names. */
export const kindNames = {
  serviceGroups: { names: ['serviceGroups', 'serviceGroup', 'ServiceGroup'], pageFolders: ['serviceGroup', 'services'] },
  services: { names: ['services', 'service', 'Service'], pageFolders: ['service', 'services', 'servicesThanks'] },
  people: { names: ['people', 'person', 'Person'], pageFolders: ['people', 'person'] },
  blogPosts: { names: ['blogPosts', 'blogPost', 'BlogPost'], pageFolders: ['blog', 'blogPost', 'blogArchive'] },
  careerPosts: { names: ['careerPosts', 'careerPost', 'CareerPost'], pageFolders: ['careerBlog', 'careerPost'] },
  jobs: { names: ['jobs', 'job', 'Job'], pageFolders: ['jobs', 'job', 'careerThanks'] },
  seminars: { names: ['seminars', 'seminar', 'Seminar'], pageFolders: ['seminars', 'seminar'] },
  glossary: { names: ['glossary', 'glossaryTerm', 'GlossaryTerm'], pageFolders: ['glossary', 'glossaryTerm'] },
  references: { names: ['references', 'reference', 'Reference'], pageFolders: ['references'] },
  documents: { names: ['documents', 'DocumentItem'], pageFolders: ['documents'] },
  podcastEpisodes: { names: ['podcastEpisodes', 'podcastEpisode', 'PodcastEpisode'], pageFolders: ['podcast'] },
  podcastGuests: { names: ['podcastGuests', 'podcastGuest', 'PodcastGuest'], pageFolders: ['podcastGuests'] },
  pages: { names: ['infoPage', 'InfoPage'], pageFolders: ['infoPage'] },
} as const satisfies Record<string, KindNames>

const isProduct = (file: string) => /\.(ts|tsx|mjs|cjs|js)$/.test(file) && !/\.test\.tsx?$/.test(file) && !/(^|\/)(testing[^/]*|fixtures)\.ts$/.test(file) && !file.endsWith('.d.ts')

/** The product files of the repository at `root` (git's list, so what is committed or staged). */
export function productFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...siteCode], { cwd: root, encoding: 'utf8' })
  return listed.split('\n').filter(isProduct)
}

/** The identifiers and string literals of a file's code (comments left out), by TypeScript's parser. */
export function codeWords(file: string, text: string): Set<string> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, /\.[jt]sx$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const words = new Set<string>()
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) words.add(node.text)
    else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) words.add(node.text)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return words
}

/** Per kind, the product files outside its page folders that name it. */
export function filesNaming(root: string, kinds: Readonly<Record<string, KindNames>> = kindNames): Record<string, string[]> {
  const words = productFiles(root).map((file) => ({ file, words: codeWords(file, readFileSync(`${root}/${file}`, 'utf8')) }))
  return Object.fromEntries(
    Object.entries(kinds).map(([kind, { names, pageFolders }]) => {
      const own = (file: string) => pageFolders.some((folder) => file.startsWith(`pages/${folder}/`))
      return [kind, words.filter(({ file, words }) => !own(file) && names.some((n) => words.has(n))).map(({ file }) => file)]
    }),
  )
}
