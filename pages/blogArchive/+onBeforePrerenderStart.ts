import { prerenderUrls } from '../../renderer/prerender.js'

export const onBeforePrerenderStart = () => prerenderUrls('blogArchive', 'blogArchivePage')
