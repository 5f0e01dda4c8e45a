// Heap limits of the build's child processes (README: BUILD_*_HEAP_MB). A bounded heap keeps V8
// from letting garbage pile up towards its default limit (4 GB here), which is what the build's
// 1 GB peak is made of. Measured at --scale 20000:
//   content   peak RSS ~595 MB with 768 (~710 MB unbounded); its live heap fits in 256 MB
//   search    one locale: ~315 MB with 320 (~365 MB unbounded, more beside a rebuild's pages);
//             its live heap is < 128 MB. A full build runs one per locale at once.
import { contentHeapMb, searchHeapMb } from './settings.js'

export const contentHeapFlag = () => `--max-old-space-size=${Number(process.env[contentHeapMb.name] ?? contentHeapMb.default)}`
export const searchHeapFlag = () => `--max-old-space-size=${Number(process.env[searchHeapMb.name] ?? searchHeapMb.default)}`
