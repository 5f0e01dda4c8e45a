// Vercel, through Vercel's own conversion of vercel.json into routes (@vercel/routing-utils, tests/hosting/engines/vercel.ts).
// The request table and what may differ from the rule engine: tests/hosting/realHosts.ts.
import { describeHost } from './realHosts.js'

describeHost('Vercel')
