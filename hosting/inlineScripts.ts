// The inline scripts the project writes into its pages: the one registry the CSP's script hashes
// come from (issue 52). A page of the output holding any other inline script fails the build
// (headers.ts checkInlineScripts): content that got a <script> into a page must be refused, not
// allowed by a hash collected from that page.
import { headScript } from '../client/consentDefault.js'
import { scriptLoader } from '../client/pageScriptLoader.js'
import { rootLanguageScript } from '../client/rootLanguage.js'

export type InlineScript = { name: string; body: string }

export const projectInlineScripts: readonly InlineScript[] = [
  { name: 'Consent Mode default and cookie bar (client/consentDefault.ts)', body: headScript },
  { name: 'page code loader (client/pageScriptLoader.ts)', body: scriptLoader },
  { name: "the root's language before paint, Czech home only (client/rootLanguage.ts)", body: rootLanguageScript },
]
