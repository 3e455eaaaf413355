// Used by jest (babel-jest). webpack runs ts-loader first and then only the
// relay plugin through babel-loader (see webpack.config.js).
module.exports = {
  presets: [
    ['@babel/preset-env', { targets: { node: 'current' } }],
    ['@babel/preset-react', { runtime: 'automatic' }],
    '@babel/preset-typescript',
  ],
  plugins: ['relay'],
};
