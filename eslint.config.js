// Lint (part of `npm test`, 0 warnings allowed): ESLint's and typescript-eslint's recommended
// rules and React's rules of hooks. Import boundaries and cycles are dependency-cruiser's job
// (.dependency-cruiser.cjs, `npm run lint` runs both).
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

export default tseslint.config(
  // What the build, the pipeline and the tests write, and the dependencies.
  { ignores: ['node_modules/', 'dist/', '.build/', '.cache/', 'content/', '.sample-api-data/', '.preview/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs,cjs}'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // A leading underscore marks a value left out on purpose (a rest sibling, a callback's argument).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // A function a newcomer cannot read in a screen or two says why it is long (issue 37): an
      // eslint-disable comment with the reason. Tests' describe blocks are lists of cases.
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },
  { files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'], rules: { 'max-lines-per-function': 'off' } },
)
