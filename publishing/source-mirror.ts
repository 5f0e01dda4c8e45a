// The project as the bundle stage's `vike build` and `vike prerender` see it: the code, linked
// file by file into a folder of its own, without the published site beside it.
//
// Why: Vike looks for its legacy `*.page.*` files with tinyglobby over the whole project root,
// ignoring only node_modules and the folder it builds into (vike/dist/node/vite/shared/
// findPageFiles.js, no setting), and it follows `dist`, the link to the published release. At
// --scale 20000 that is ~137,000 files walked twice by `vike build` and again by `vike prerender`:
// `vike build` took over three times as long beside a published site as without one, on every full
// build after the first. Hard links, not symbolic ones: Vite would resolve a linked source file
// to its real path, outside the root it builds.
import { existsSync, mkdirSync, realpathSync, rmSync, statSync, symlinkSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { linkOrCopy, linkTree } from '../shared/files.js'
import { codeSources, envFiles } from './code.js'

/**
 * Besides the code: what Vite reads at the root (the package's module type, `.env*` settings) and
 * .gitignore (vite.config.ts keeps what it names out of Vike's search for + files).
 */
const rootFiles = (root: string) => ['package.json', '.gitignore', ...envFiles(root)]
/** Read where they are: the dependencies, and the content the sample pages are pre-rendered from. */
const linkedFolders = ['node_modules', 'content/generated']

/** Mirrors `root` into `into` (emptied first); returns the number of files linked. */
export async function mirrorSource(into: string, root = '.'): Promise<number> {
  rmSync(into, { recursive: true, force: true })
  mkdirSync(into, { recursive: true })
  let files = 0
  for (const entry of [...codeSources, ...rootFiles(root)]) {
    const full = join(root, entry)
    if (!existsSync(full)) continue
    if (statSync(full).isDirectory()) files += await linkTree(full, join(into, entry))
    else {
      await linkOrCopy(full, join(into, entry))
      files++
    }
  }
  for (const linked of linkedFolders) {
    const full = resolve(root, linked)
    if (!existsSync(full)) continue
    mkdirSync(dirname(join(into, linked)), { recursive: true })
    symlinkSync(realpathSync(full), join(into, linked))
  }
  return files
}
