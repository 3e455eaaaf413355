// babel-jest, with one transform cache for every jest project. babel-jest's cache key holds the
// whole project config, and jest files each project's cache under the project's id, so a fresh
// clone compiled the same server modules once per project (five of six load them). What babel
// makes depends only on the file and babel's own options, which stay in the key.
const babelJest = require('babel-jest').default.createTransformer();

const sameForEveryProject = (options) => ({ ...options, configString: options.config.rootDir });

module.exports = {
  ...babelJest,
  getCacheKey: (source, file, options) =>
    babelJest.getCacheKey(source, file, sameForEveryProject(options)),
  getCacheKeyAsync: (source, file, options) =>
    babelJest.getCacheKeyAsync(source, file, sameForEveryProject(options)),
};
