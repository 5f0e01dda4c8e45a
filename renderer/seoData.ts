import type { BaseData } from './pageData.js'

/** Pages' data always carries `seo` and `chrome` (pageData.ts); error pages have no data. */
export function hasBaseData(data: unknown): data is BaseData {
  return typeof data === 'object' && data !== null && 'seo' in data && 'chrome' in data
}

export function seoOf(data: unknown): BaseData['seo'] | null {
  return hasBaseData(data) ? data.seo : null
}
