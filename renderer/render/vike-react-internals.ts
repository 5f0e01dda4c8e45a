// The one place the page writer reaches into vike-react past its public API. The writer renders a
// page the way Vike's pre-render does (renderUrl.tsx) and needs what vike-react's +onRenderHtml
// does with a pageContext, and its default +Loading; vike-react 0.6.30 exports neither publicly
// (only `__internal/integration/*`), and Vike's public renderPage() brings the per-page machinery
// and memory the writer exists to avoid (docs/decisions.md, "vike-react's onRenderHtml").
// vike-react-internals.test.ts fails with a clear message when an upgrade moves them; every build
// also checks the writer's pages against pages Vike rendered itself, byte for byte.
import { onRenderHtml } from 'vike-react/__internal/integration/onRenderHtml'
import Loading from 'vike-react/__internal/integration/Loading'

/** The private paths used here: the test checks vike-react still exports each. */
export const privatePaths = ['./__internal/integration/onRenderHtml', './__internal/integration/Loading'] as const

export { Loading, onRenderHtml }
