// Netlify, on Netlify's own engines: its redirect matcher, header rules and static server, with the edge function of a map over its advice (tests/hosting/engines/netlify.ts).
// The request table and what may differ from the rule engine: tests/hosting/realHosts.ts.
import { describeHost } from './realHosts.js'

describeHost('Netlify')
