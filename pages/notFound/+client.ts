// The browser's start on this page: hydrate it (renderer/hydrate.tsx). Environment: client.
// Written by `npm run page-entries` (scripts/page-entries.ts): the same in every page folder.
import { hydrate } from '../../renderer/hydrate.js'
import Page from './+Page.js'

void hydrate(Page)
