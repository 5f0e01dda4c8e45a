// The URLs this page pre-renders: those of the route keys its +route.ts names.
// Written by `npm run page-entries` (tools/scripts/page-entries.ts): the same in every page folder.
import { prerenderUrls } from '../../renderer/prerender.js'
import route from './+route.js'

export const onBeforePrerenderStart = () => prerenderUrls(...route.keys)
