// Pop-up banners per locale (GET /api/poster/all/{locale}). Both point at the upcoming
// "Tax Changes 2027" seminar (id 7), which exists in both locales.
import type { Posters } from '../../../content-pipeline/schemas/settings.js'

export const posters: Record<'cs' | 'en', Posters> = {
  cs: {
    'banner.popup_desktop': [
      {
        title: 'Daňové změny 2027 – seminář v Praze',
        url: 'app://seminar/7',
        path: null,
        image: '/media/banners/danove-zmeny-2027-desktop.svg',
      },
    ],
    'banner.popup_mobile': [
      {
        title: 'Daňové změny 2027 – přihlaste se na seminář',
        url: 'app://seminar/7',
        path: null,
        image: '/media/banners/danove-zmeny-2027-mobile.svg',
      },
    ],
  },
  en: {
    'banner.popup_desktop': [
      {
        title: 'Tax Changes 2027 – a seminar in Prague',
        url: 'app://seminar/7',
        path: null,
        image: '/media/banners/tax-changes-2027-desktop.svg',
      },
    ],
    'banner.popup_mobile': [
      {
        title: 'Tax Changes 2027 – sign up for the seminar',
        url: 'app://seminar/7',
        path: null,
        image: '/media/banners/tax-changes-2027-mobile.svg',
      },
    ],
  },
}
