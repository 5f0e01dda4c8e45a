// Blog categories as served by GET /api/blog/categories/list (no locale: every category carries
// its names and slugs in all locales). Every category has at least three posts in blogPosts.ts.
import type { BlogCategory } from './types.js'

export const blogCategories: BlogCategory[] = [
  {
    id: 1,
    translations: [
      { locale: 'cs', slug: 'dane', name: 'Daně' },
      { locale: 'en', slug: 'taxes', name: 'Taxes' },
    ],
  },
  {
    id: 2,
    translations: [
      { locale: 'cs', slug: 'ucetnictvi', name: 'Účetnictví' },
      { locale: 'en', slug: 'accounting', name: 'Accounting' },
    ],
  },
  {
    id: 3,
    translations: [
      // The same slug in both locales on purpose: slugs only have to be unique within a locale.
      { locale: 'cs', slug: 'audit', name: 'Audit' },
      { locale: 'en', slug: 'audit', name: 'Audit' },
    ],
  },
  {
    id: 4,
    translations: [
      { locale: 'cs', slug: 'mzdy-a-hr', name: 'Mzdy a HR' },
      { locale: 'en', slug: 'payroll-and-hr', name: 'Payroll & HR' },
    ],
  },
  {
    id: 5,
    translations: [
      { locale: 'cs', slug: 'legislativa', name: 'Legislativa' },
      { locale: 'en', slug: 'legislation', name: 'Legislation' },
    ],
  },
  {
    id: 6,
    translations: [
      { locale: 'cs', slug: 'z-firmy', name: 'Z firmy' },
      { locale: 'en', slug: 'inside-korvina', name: 'Inside Korvina' },
    ],
  },
]
