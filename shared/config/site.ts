// Facts about the (fictional) firm that are not content. The public URL is read at build
// time from SITE_URL (spec §9 "client environment setting"); pages only use it on the server.
const env = typeof process === 'undefined' ? {} : process.env

export const site = {
  name: 'Korvina',
  legalName: 'Korvina Advisory s.r.o.',
  url: (env.SITE_URL ?? 'https://www.korvina.example').replace(/\/$/, ''),
} as const
