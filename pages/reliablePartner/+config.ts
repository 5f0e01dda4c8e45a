import type { Config } from 'vike/types'

// Spec §2: the reliable-partner landing uses the simple layout (cookie bar and global modal only).
export default { layout: 'simple' } satisfies Config
