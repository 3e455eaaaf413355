// One jest run covers every suite; projects only differ in environment.
const common = {
  transform: { '^.+\\.[jt]sx?$': 'babel-jest' },
  // marked and feed ship ESM only; let babel-jest compile them.
  transformIgnorePatterns: ['/node_modules/(?!(?:marked|feed)/)'],
  moduleNameMapper: { '\\.css$': '<rootDir>/test/styleStub.js' },
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
      displayName: 'load',
      testEnvironment: 'node',
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
