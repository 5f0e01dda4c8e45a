import type { BaseData } from './pageData.js'

/** Pages' data always carries `seo` and `chromeRef` (pageData.ts); error pages have no data. */
export function hasBaseData(data: unknown): data is BaseData {
  return typeof data === 'object' && data !== null && 'seo' in data && 'chromeRef' in data
}

export function chromeRefOf(data: unknown): string | null {
  return hasBaseData(data) ? data.chromeRef : null
}

export function seoOf(data: unknown): BaseData['seo'] | null {
  return hasBaseData(data) ? data.seo : null
}
