// Business constants of spec §9 (and the timings of §4). One module, so code and tests agree.
export const constants = {
  localeCookie: { name: 'locale', maxAgeDays: 365, path: '/', sameSite: 'Lax' },
  newsletterPopup: { delayMs: 60_000, cookie: 'newsletter-popup', cookieDays: 60 },
  introPopup: { delayMs: 3_000, cookie: 'intro-popup', cookieDays: 14 },
  consentCookieDays: 365,
  messageMaxLength: 2000,
  defaultMessage: 'Ozvěte se mi, prosím.',
  menuMaxSubservices: 12,
  /** Not in the spec: the footer shows at most this many featured partners' logos (the references page lists all). */
  footerPartnersMax: 12,
  guestCartCookieSeconds: 1_209_600,
  /** Cookie of the guest cart's tempId (§6), and of the chosen currency (§4; a year, like the locale). */
  guestCartCookie: 'tempId',
  currencyCookie: { name: 'currency', days: 365 },
  cartPanelHideMs: 3333,
  loadingBar: { throttleMs: 200, durationMs: 5000 },
  chunkReloadGuardMs: 60_000,
  prefetchIdleMs: 2000,
  replyWithinHours: 48,
  headerHoverOffsetPx: 75,
  breakpoints: { tablet: 768, desktop: 1024, widescreen: 1200, fullhd: 1472 },
  phonePrefixes: ['+420', '+421', '+49', '+44', '+36', '+43', '+48', '+33', '+40', '+386', '+385', ''],
  defaultCurrency: { code: 'CZK', symbolAfter: 'Kč', decimals: 0, rate: 1 },
  /** Service group ids in the order the spec lists them (§2, §9). */
  serviceGroupIds: [12, 18, 24, 23, 28, 19, 26, 27, 20, 22, 3, 21],
  peopleGroups: { 1: 'partners', 2: 'management', 3: 'board', 4: 'employees' },
  /** Information page 1 is the terms and personal-data page (§2). */
  privacyPageId: 1,
  pageSize: { blog: 9, careerBlog: 9, seminars: 24, podcastGuests: 9, glossary: 60, documents: 20, podcast: 9, references: 12, people: 48, jobs: 20, blogArchive: 100 },
  /** How many partners and managers the contacts page shows before a link to the people list (docs/decisions.md). */
  contactsPeople: 8,
  /**
   * How many services a group's card on the services page lists before a link to the group: 8, and
   * fewer when there are many groups, so the page lists at most `servicesOnServicesPage` in all
   * (but never fewer than 3 a card).
   */
  servicesPerGroupCard: 8,
  servicesOnServicesPage: 200,
  /** How many slides a reference carousel shows at most (page-data/referenceSlides.ts). */
  carouselSlides: 12,
} as const
