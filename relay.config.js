// relay-compiler reads this file, and so does babel-plugin-relay (through
// relay-config), so the two always agree on where artifacts live.
module.exports = {
  src: './src',
  schema: './schema/schema.graphql',
  language: 'typescript',
  artifactDirectory: './__generated__',
  eagerEsModules: true,
  customScalarTypes: { DateTime: 'string' },
  excludes: ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'],
};
