const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const relay = require('eslint-plugin-relay');
const globals = require('globals');

module.exports = tseslint.config(
  {
    ignores: [
      '**/__generated__/**',
      'dist/**',
      'dist-server/**',
      'data/**',
      'coverage/**',
      'node_modules/**',
      '**/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, relay },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'relay/graphql-syntax': 'error',
      'relay/graphql-naming': 'error',
      'relay/unused-fields': 'warn',
      'relay/must-colocate-fragment-spreads': 'warn',
      'relay/hook-required-argument': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // The store engines hold queries; the rules they serve are decided once in server/domain/
    // (slugs, reading time, search text, what may be published). An engine importing a rule's
    // module would be deciding it a second time.
    files: ['server/db/sqlite/**/*.ts', 'server/db/postgres/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/slug', '**/plainText', '**/schema/rules'],
              message: 'A rule belongs in server/domain/; an engine module only runs queries.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['*.js', 'scripts/**/*.js', 'test/**/*.js', 'bench/**/*.{js,mjs}'],
    languageOptions: { globals: globals.node, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
