// Spec §2: page title, a separator, then the site name.
import type { PageContext } from 'vike/types'
import { site } from '../config/site.js'
import { seoOf } from '../renderer/seoData.js'

export function title(pageContext: PageContext): string {
  const own = seoOf(pageContext.data)?.title
  return own && own !== site.name ? `${own} | ${site.name}` : site.name
}
