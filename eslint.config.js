const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const relay = require('eslint-plugin-relay');
const globals = require('globals');

/**
 * One config per room of server/: its files (tests aside) may not import the rooms named in
 * `above`, which sit above it on the path of a request (ARCHITECTURE.md), nor `patterns`.
 */
function serverRooms(rooms) {
  return rooms.map(({ files, above, patterns = [] }) => ({
    files,
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...patterns,
            {
              regex: `^(\\.\\./)+(${above.join('|')})(/|$)`,
              message: `This room sits below server/${above.join('/, server/')}/: see ARCHITECTURE.md.`,
            },
          ],
        },
      ],
    },
  }));
}

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
  // The rooms of server/ (ARCHITECTURE.md): what each may not import. One entry per file set,
  // since a later no-restricted-imports for the same file would replace an earlier one.
  ...serverRooms([
    {
      // The store engines hold queries; the rules they serve are decided once in server/domain/
      // (slugs, reading time, search text, what may be published). An engine importing a
      // rule's module would be deciding it a second time.
      files: ['server/db/sqlite/**/*.ts', 'server/db/postgres/**/*.ts'],
      above: ['graphql', 'http', 'render', 'process', 'auth'],
      patterns: [
        {
          group: ['**/slug', '**/plainText', '**/schema/rules'],
          message: 'A rule belongs in server/domain/; an engine module only runs queries.',
        },
      ],
    },
    {
      files: ['server/db/*.ts', 'server/db/seed/**/*.ts'],
      above: ['graphql', 'http', 'render', 'process'],
    },
    {
      files: ['server/domain/**/*.ts'],
      above: ['graphql', 'http', 'render', 'process', 'auth', 'media'],
    },
    { files: ['server/media/**/*.ts'], above: ['graphql', 'http', 'render', 'process'] },
    { files: ['server/auth/**/*.ts'], above: ['http', 'render', 'process'] },
    { files: ['server/graphql/**/*.ts'], above: ['http', 'render', 'process'] },
    { files: ['server/render/**/*.ts'], above: ['http', 'process'] },
    { files: ['server/markdown/**/*.ts'], above: ['graphql', 'http', 'render', 'process'] },
    { files: ['server/mail/**/*.ts'], above: ['graphql', 'http', 'render', 'process'] },
    // Importers read formats into posts; the rules that write them are domain/imports.ts's.
    { files: ['server/import/**/*.ts'], above: ['graphql', 'http', 'render', 'process', 'auth'] },
    // threadFile reads process/serverEntries.ts, the list of compiled files, and nothing else.
    { files: ['server/threads/**/*.ts'], above: ['graphql', 'http', 'render', 'domain'] },
  ]),
  {
    files: ['*.js', 'scripts/**/*.js', 'test/**/*.js', 'bench/**/*.{js,mjs}'],
    languageOptions: { globals: globals.node, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
