// Cloudflare Pages, on Cloudflare's own runtime: `wrangler pages dev` (workerd) over the build's files with Cloudflare's _redirects, _headers, _routes.json and _worker.js (tests/hosting/engines/wrangler.ts).
// The request table and what may differ from the rule engine: tests/hosting/realHosts.ts.
import { describeHost } from './realHosts.js'

describeHost('Cloudflare Pages')
