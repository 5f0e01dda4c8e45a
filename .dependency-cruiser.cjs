// Import boundaries (part of `npm run lint`, so of `npm test`). The layers of
// docs/architecture.md, lowest first: a module may import its own layer and those below it, never
// one above. And no cycle between files, counting dynamic import() and type-only imports (a type
// from a higher layer is an upward import too; the two cycles this was written for were one of
// each, and ESLint's import-x no-cycle saw neither).
//
// Tools (tools/: the sample API, the preview server, benchmarks, scripts), the tests of the built
// site (tests/) and every test file and test helper may import anything; the site imports no
// tool, but for the one place that starts the embedded sample API when no CONTENT_API_URL is
// given (content-pipeline/cli.ts, a dynamic import).

/** The site's layers, lowest first: [name, path regex]. */
const layers = [
  ['shared', '^shared/(?!config/|locales/)'],
  ['config', '^shared/config/'],
  // The message catalogs are data every layer may read, with the intl objects made of them
  // (siteIntl.ts, buildMessages.ts); the React i18n runtime (intl.tsx) sits on the page context.
  ['messages', '^shared/locales/(catalogs\\.ts|messageUse\\.ts|siteIntl\\.ts|buildMessages\\.ts|cs\\.json|en\\.json)$'],
  ['content-pipeline', '^content-pipeline/'],
  ['search', '^search/'],
  ['page-data', '^page-data/'],
  // Vike's integration: route functions, the URL list, the page context, the style sheets.
  ['renderer', '^renderer/(?!\\+|render/)'],
  ['client', '^client/(?!start/)'],
  ['i18n', '^shared/locales/(?!catalogs\\.ts|messageUse\\.ts|siteIntl\\.ts|buildMessages\\.ts|cs\\.json|en\\.json)'],
  ['components', '^components/'],
  ['browser start', '^client/start/'],
  // The pages, and Vike's global hooks that frame them (renderer/+Layout.tsx, +Head.tsx, …).
  ['pages', '^(pages/|renderer/\\+)'],
  // Host files: the host rules (URL to file, headers, compression), then the redirect map and the
  // emitters that write each host's files from both.
  ['hosting', '^hosting/(?!redirects/)'],
  ['redirects', '^hosting/redirects/'],
  // The page renderer (worker pool, writer, shells) and the orchestration that runs it.
  ['publishing', '^(publishing/(?!drafts/)|renderer/render/|vite\\.config\\.ts$)'],
  // The editors' preview server: the page renderer over draft content.
  ['drafts', '^publishing/drafts/'],
]

/** Tests, test helpers and fixtures: beside the code, but not part of it. */
const testCode = '(\\.test\\.tsx?$|/testing\\.ts$|/testing-html\\.ts$|/test-helpers\\.ts$|/fixtures\\.ts$)'
const tools = '^(tools|tests)/'

const upward = layers.slice(0, -1).map(([name, path], i) => ({
  name: `layer-${name}`,
  comment: `${name} may import only its own layer and those below it (${
    layers
      .slice(0, i)
      .map(([n]) => n)
      .join(', ') || 'none'
  }).`,
  severity: 'error',
  from: { path, pathNot: testCode },
  to: { path: layers.slice(i + 1).map(([, p]) => p) },
}))

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'Two modules that need each other are one module, or share a lower one (a types file, a store).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...upward,
    {
      name: 'no-tools-in-the-site',
      comment: 'The site does not import tools or tests; the embedded sample API is started in one place.',
      severity: 'error',
      from: { path: '^(shared|content-pipeline|search|page-data|renderer|client|components|pages|hosting|publishing)/', pathNot: `${testCode}|^content-pipeline/cli\\.ts$` },
      to: { path: tools },
    },
  ],
  options: {
    // Type-only imports count: `import type` from a higher layer is an upward import too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|tools/audit/node_modules|dist|\\.build|\\.cache|\\.preview|content)/' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
}
