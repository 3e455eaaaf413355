// One jest run covers every suite; projects only differ in environment.
const common = {
  // One transform cache for all projects (see test/babelTransform.js): jest files a project's
  // cache under its id, made from its index unless given.
  id: 'folio',
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/test/babelTransform.js' },
  // marked and feed ship ESM only; let babel-jest compile them. The renderer bundle
  // (dist-server/, 3 MB that every build changes) is webpack's CommonJS for Node already.
  transformIgnorePatterns: ['/node_modules/(?!(?:marked|feed)/)', '/dist-server/'],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/test/styleStub.js',
    // A test that builds a window of its own gets the jsdom jest's environment runs on: the
    // server's jsdom 29 (server/render/, in worker threads outside jest) loads ESM-only
    // packages that jest cannot require on Node 20.
    '^jsdom$': require.resolve('jsdom', { paths: [require.resolve('jest-environment-jsdom')] }),
  },
};

// Each project's test timeout, where jest's 5 s is too short for all its suites.
const TIMEOUTS = '<rootDir>/test/projectTimeouts.ts';

// Each browser suite gets servers over stores of its own, on server code and render threads
// loaded once per jest worker (test/browserEnvironment.ts), and pages in the one Chromium of the
// run (test/browserGlobalSetup.ts).
const browser = {
  ...common,
  setupFilesAfterEnv: [TIMEOUTS],
  testEnvironment: '<rootDir>/test/browserEnvironment.ts',
  globalSetup: '<rootDir>/test/browserGlobalSetup.ts',
  globalTeardown: '<rootDir>/test/browserGlobalTeardown.ts',
};
// Suites that time the page's own work (the longest task in the tab) and so must have the
// machine to themselves, whatever the other browser suites run on.
const ALONE = ['hostileMarkdown'];

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'client',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/test/setupClient.ts', TIMEOUTS],
    },
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      setupFilesAfterEnv: [TIMEOUTS],
      globalSetup: '<rootDir>/server/testing/runFolderGlobalSetup.ts',
      globalTeardown: '<rootDir>/server/testing/runFolderGlobalTeardown.ts',
      testMatch: ['<rootDir>/server/**/*.test.ts', '<rootDir>/schema/**/*.test.ts'],
    },
    {
      ...common,
      // Every server suite that touches a store, again on PostgreSQL: one throwaway cluster per
      // run, one database per test file (server/testing/testStore.ts). Left out: suites with no
      // store (running them twice proves nothing), suites about SQLite itself, and PostgreSQL's
      // own suites, which start a cluster of their own in the server project.
      displayName: 'server-postgres',
      testEnvironment: 'node',
      setupFilesAfterEnv: [TIMEOUTS],
      globalSetup: '<rootDir>/server/testing/postgresGlobalSetup.ts',
      globalTeardown: '<rootDir>/server/testing/postgresGlobalTeardown.ts',
      setupFiles: ['<rootDir>/server/testing/usePostgres.ts'],
      testMatch: ['<rootDir>/server/**/*.test.ts'],
      testPathIgnorePatterns: [
        '/node_modules/',
        // No store.
        '<rootDir>/server/auth/clientAddress\\.test\\.ts$',
        '<rootDir>/server/process/clientBuild\\.test\\.ts$',
        '<rootDir>/server/db/plainText(\\.hostile)?\\.test\\.ts$',
        '<rootDir>/server/db/searchSnippet\\.test\\.ts$',
        '<rootDir>/server/db/seed/content\\.test\\.ts$',
        '<rootDir>/server/graphql/depthLimit\\.test\\.ts$',
        '<rootDir>/server/render/serverMarkdown(\\.parity|\\.rule)?\\.test\\.ts$',
        '<rootDir>/server/render/renderThreads\\.test\\.ts$',
        '<rootDir>/server/graphql/resolvers/articleExcerpt\\.test\\.ts$',
        '<rootDir>/server/graphql/schema\\.test\\.ts$',
        '<rootDir>/server/graphql/resolverCoverage\\.test\\.ts$',
        // SQLite itself: its files, pragmas, FTS5 and the tokenizer checked against it.
        '<rootDir>/server/db/sqlite/',
        '<rootDir>/server/db/search(Symbols|Tokens)\\.test\\.ts$',
        // PostgreSQL's own suites (each starts its cluster) and the cluster harness.
        '<rootDir>/server/db/postgres/',
        '<rootDir>/server/http/routes/parity\\.test\\.ts$',
        '<rootDir>/server/testing/postgres\\.test\\.ts$',
      ],
    },
    {
      ...common,
      displayName: 'load',
      testEnvironment: 'node',
      setupFilesAfterEnv: [TIMEOUTS],
      testMatch: ['<rootDir>/test/load/**/*.test.ts'],
    },
    {
      ...common,
      // The load and crash suites again with their servers on PostgreSQL (FOLIO_DATABASE_URL):
      // the same cluster per run as server-postgres, one database per suite (test/load/site.ts).
      displayName: 'load-postgres',
      testEnvironment: 'node',
      setupFilesAfterEnv: [TIMEOUTS],
      globalSetup: '<rootDir>/server/testing/postgresGlobalSetup.ts',
      globalTeardown: '<rootDir>/server/testing/postgresGlobalTeardown.ts',
      setupFiles: ['<rootDir>/server/testing/usePostgres.ts'],
      testMatch: ['<rootDir>/test/load/**/*.test.ts'],
    },
    {
      ...browser,
      displayName: 'browser',
      testMatch: ['<rootDir>/test/browser/**/*.test.ts'],
      testPathIgnorePatterns: [
        '/node_modules/',
        ...ALONE.map((name) => `<rootDir>/test/browser/${name}\\.test\\.ts$`),
      ],
    },
    {
      ...browser,
      displayName: 'browser-alone',
      testMatch: ALONE.map((name) => `<rootDir>/test/browser/${name}.test.ts`),
    },
  ],
};
