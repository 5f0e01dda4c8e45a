// `npm run audit`: its definition, from which its --help is made (shared/command-line.ts). Run
// alone, it answers the command line before run.sh installs anything: the audit takes no
// arguments, so run.sh hands any it gets here (--help, or a mistake: exit 2).
import { fileURLToPath } from 'node:url'
import { defineCommand, parseCommandLine, type Setting } from '../../shared/command-line.js'

export const auditRelease = { name: 'AUDIT_RELEASE', default: 'dist', about: 'the built release to audit (a folder like dist, e.g. a copy kept to compare with)' } as const satisfies Setting
export const auditOnly = { name: 'AUDIT_ONLY', unset: 'all ten pages', about: 'audit only the pages whose label contains one of these comma-separated words (home, en)' } as const satisfies Setting
export const auditJsonDir = { name: 'AUDIT_JSON_DIR', unset: 'no reports written', about: "also write each page's Lighthouse report there (<label>.json)" } as const satisfies Setting
export const chromePath = { name: 'CHROME_PATH', unset: 'the full Chromium of tests/e2e/browser.ts', about: 'the browser Lighthouse drives' } as const satisfies Setting

export const auditCommand = defineCommand({
  name: 'audit',
  summary:
    'Lighthouse 12 (mobile preset) on ten pages of the built site (home, a sub-service, a blog post, a seminar and the search page, in both locales) served by the real nginx with the generated config; prints the four scores per page, the metrics behind the performance score, the audits that hold a score below 100 and the biggest opportunities. Run npm run build first. Lighthouse is the audit’s own dependency (tools/audit/package.json), installed on its first run.',
  options: {},
  env: [auditRelease, auditOnly, auditJsonDir, chromePath],
  docs: ['docs/frontend.md', 'tools/audit/audit.ts'],
})

if (process.argv[1] === fileURLToPath(import.meta.url)) parseCommandLine(auditCommand)
