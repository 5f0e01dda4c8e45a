// Import boundaries (part of `npm run lint`, so of `npm test`): no cycle between files, counting
// dynamic import() and type-only imports too (the two cycles this config was written for were
// one of each, and ESLint's import-x no-cycle sees neither).
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
  ],
  options: {
    // Type-only imports count: `import type` from a higher layer is an upward import too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|\\.build|\\.cache|content)/' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
}
