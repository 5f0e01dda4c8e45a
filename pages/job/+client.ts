// The browser's start on this page: hydrate it (renderer/hydrate.tsx). Environment: client.
import { hydrate } from '../../renderer/hydrate.js'
import Page from './+Page.js'

void hydrate(Page)
