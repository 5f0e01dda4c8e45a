// Plain JavaScript, so that publishing/launch.mjs can ask it (through publishing/fresh.mjs) before any loader
// for TypeScript is there (publishing/fresh.mjs, publishing/compiled.ts, the pipeline).
import { statSync } from 'node:fs'

/**
 * Which file is at `path` now (inode, size, modification time; `absent`): another run that wrote
 * it since, or an edit, gives another stamp.
 * @param {string} path
 * @returns {string}
 */
export function fileStamp(path) {
  try {
    const s = statSync(path)
    return `${s.ino}:${s.size}:${s.mtimeMs}`
  } catch {
    return 'absent'
  }
}
