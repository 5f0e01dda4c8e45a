import type { PageContext } from 'vike/types'
import { seoOf } from '../page-data/seoData.js'

export function description(pageContext: PageContext): string | null {
  return seoOf(pageContext.data)?.description ?? null
}
