// One jest run covers every suite; projects only differ in environment.
const common = {
  transform: { '^.+\\.[jt]sx?$': 'babel-jest' },
  // marked and feed ship ESM only; let babel-jest compile them.
  transformIgnorePatterns: ['/node_modules/(?!(?:marked|feed)/)'],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/test/styleStub.js',
    // A test that builds a window of its own gets the jsdom jest's environment runs on: the
    // server's jsdom 29 (server/render/, in worker threads outside jest) loads ESM-only
    // packages that jest cannot require on Node 20.
    '^jsdom$': require.resolve('jsdom', { paths: [require.resolve('jest-environment-jsdom')] }),
  },
};

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'client',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/test/setupClient.ts'],
    },
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/**/*.test.ts', '<rootDir>/schema/**/*.test.ts'],
    },
    {
      ...common,
      // The server suites converted to the engine-neutral door (server/testing/testStore.ts), again
      // on PostgreSQL: one throwaway cluster per run, one database per test file. Listed one by one
      // until every suite is converted; suites about SQLite itself (server/db/sqlite/**) stay out.
      displayName: 'server-postgres',
      testEnvironment: 'node',
      globalSetup: '<rootDir>/server/testing/postgresGlobalSetup.ts',
      globalTeardown: '<rootDir>/server/testing/postgresGlobalTeardown.ts',
      setupFiles: ['<rootDir>/server/testing/usePostgres.ts'],
      testMatch: [
        '<rootDir>/server/app.test.ts',
        '<rootDir>/server/auth/sessionCookie.test.ts',
        '<rootDir>/server/auth/sessions.test.ts',
        '<rootDir>/server/auth/signIn.test.ts',
        '<rootDir>/server/documentCache.test.ts',
        '<rootDir>/server/graphqlAudits.test.ts',
        '<rootDir>/server/http.test.ts',
        '<rootDir>/server/ids.test.ts',
        '<rootDir>/server/markdownBudget.test.ts',
        '<rootDir>/server/markdownRereads.test.ts',
        '<rootDir>/server/queryCost.test.ts',
        '<rootDir>/server/resolvers/Mutation.test.ts',
        '<rootDir>/server/resolvers/Query.test.ts',
        '<rootDir>/server/resolvers/adjacentArticles.test.ts',
        '<rootDir>/server/resolvers/deleteArticle.test.ts',
        '<rootDir>/server/resolvers/hiddenArticles.test.ts',
        '<rootDir>/server/resolvers/imageLoading.test.ts',
        '<rootDir>/server/resolvers/mutations/images.test.ts',
        '<rootDir>/server/resolvers/permissions.test.ts',
        '<rootDir>/server/resolvers/revisions.test.ts',
        '<rootDir>/server/responseSize.test.ts',
        '<rootDir>/server/routes/feeds.hostile.test.ts',
        '<rootDir>/server/routes/feeds.test.ts',
        '<rootDir>/server/routes/graphql.test.ts',
        '<rootDir>/server/routes/graphqlCaching.test.ts',
        '<rootDir>/server/routes/media.test.ts',
        '<rootDir>/server/routes/pages.cache.test.ts',
        '<rootDir>/server/routes/pages.stream.test.ts',
        '<rootDir>/server/routes/pages.test.ts',
        '<rootDir>/server/routes/sitemap.test.ts',
        '<rootDir>/server/scheduler.test.ts',
        '<rootDir>/server/static.test.ts',
        '<rootDir>/server/validation.test.ts',
      ],
    },
    {
      ...common,
      displayName: 'load',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/load/**/*.test.ts'],
    },
    {
      ...common,
      // The load and crash suites again with their servers on PostgreSQL (FOLIO_DATABASE_URL):
      // the same cluster per run as server-postgres, one database per suite (test/load/site.ts).
      displayName: 'load-postgres',
      testEnvironment: 'node',
      globalSetup: '<rootDir>/server/testing/postgresGlobalSetup.ts',
      globalTeardown: '<rootDir>/server/testing/postgresGlobalTeardown.ts',
      setupFiles: ['<rootDir>/server/testing/usePostgres.ts'],
      testMatch: ['<rootDir>/test/load/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'browser',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/browser/**/*.test.ts'],
    },
  ],
};
