// The browser's start on this page: hydrate it (client/start/hydrate.tsx). Environment: client.
// Written by `npm run page-entries` (tools/scripts/page-entries.ts): the same in every page folder.
import { hydrate } from '../../client/start/hydrate.js'
import Page from './+Page.js'

void hydrate(Page)
