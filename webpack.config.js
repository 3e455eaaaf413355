const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

// Build settings (documented in the README). They are baked into the bundle
// because the client must know where to send its very first request.
const endpoint = process.env.FOLIO_GRAPHQL_ENDPOINT || '/graphql';
const method = (process.env.FOLIO_GRAPHQL_METHOD || 'POST').toUpperCase();
if (method !== 'POST' && method !== 'GET') {
  throw new Error(`FOLIO_GRAPHQL_METHOD must be POST or GET, not ${method}`);
}
const apiPort = process.env.FOLIO_API_PORT || '4000';

// Two bundles from one rule set, so Relay's babel transform, the build settings and the
// module graph are the same on both sides: the browser's (dist/) and the server renderer's
// (dist-server/entry-server.js, required by server/render/pageRenderer.ts).
module.exports = (env, argv) => [clientConfig(env, argv), serverConfig(env, argv)];

/** Loaders for TypeScript: ts-loader strips types, then babel's relay plugin compiles graphql``. */
const typescriptRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  // Loaders run last to first: ts-loader strips types, then babel's relay
  // plugin replaces graphql`` tags with imports of the compiled artifacts.
  use: [
    {
      loader: 'babel-loader',
      options: { babelrc: false, configFile: false, plugins: ['relay'] },
    },
    // Type errors are reported by `npm run typecheck`, not by every build.
    { loader: 'ts-loader', options: { transpileOnly: true } },
  ],
};

const buildSettings = () =>
  new webpack.DefinePlugin({
    'process.env.FOLIO_GRAPHQL_ENDPOINT': JSON.stringify(endpoint),
    'process.env.FOLIO_GRAPHQL_METHOD': JSON.stringify(method),
  });

/**
 * The server renderer's bundle: the same src/ for Node, one file (lazy imports inlined, since
 * the server awaits every chunk before it renders anyway), CSS imports reduced to nothing
 * (the page links the client's stylesheets), React and every package bundled in with the
 * `node` export condition (TanStack Router's `isServer` is then true at build time).
 */
function serverConfig(_env, argv) {
  const production = argv.mode !== 'development';
  return {
    name: 'server',
    mode: production ? 'production' : 'development',
    target: 'node20',
    entry: { 'entry-server': './src/entry-server.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist-server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      // dist-server/server/ is the compiled server's (scripts/build.js), not this bundle's.
      clean: { keep: /^server\// },
    },
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [typescriptRule, { test: /\.css$/, type: 'asset/source' }],
      // The Markdown lexer's thread is the browser's (src/markdown/startLexWorker.ts): Node has
      // no global Worker, so the server never starts it (its renders run in server/render/).
      parser: { javascript: { worker: false, url: false } },
    },
    plugins: [buildSettings(), new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

function clientConfig(_env, argv) {
  const production = argv.mode !== 'development';
  return {
    name: 'client',
    mode: production ? 'production' : 'development',
    entry: { main: './src/entry-client.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      // 10 hex digits (40 bits) of content hash name a file apart from its earlier versions; the
      // runtime lists every chunk's, and the default 20 cost 0.6 KiB of gzip in the entry.
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // The served CSP requires Trusted Types for script URLs: lazy chunks are
      // loaded through this policy (allowed by name in server/http/securityHeaders.ts).
      trustedTypes: { policyName: 'webpack' },
      clean: true,
    },
    // Production maps are written beside their chunks for local debugging (bench/, the xss
    // suite and DevTools' "Add source map…" read them from disk) but the chunks do not name
    // them and server/http/static.ts never serves them: the public gets no source.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        typescriptRule,
        {
          test: /\.css$/,
          use: [MiniCssExtractPlugin.loader, 'css-loader'],
        },
      ],
    },
    plugins: [
      buildSettings(),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
        // The one stylesheet (optimization.splitChunks.cacheGroups.styles) joins files that
        // chunks import in different orders. A component's file styles its own classes, so
        // their order among themselves does not matter; global.css comes after every file the
        // app chunk imports (src/startApp.tsx), not after a lazy screen's: to win over
        // global.css, a screen's rule needs a more specific selector, not a later place.
        ignoreOrder: true,
      }),
      // Chrome (136+) compiles every function of a script that opens with this comment on a
      // background thread while it streams in, instead of lazily on the main thread at its
      // first call. Every chunk here is fetched only to run at once, so nearly all of it is
      // called; measured on a cold article visit at 4× CPU slowdown, the script evaluation
      // task drops from ~270 to ~170 ms. After minification (which would strip it), before
      // the source maps are written (which then account for the extra line).
      new webpack.BannerPlugin({
        banner: '//# allFunctionsCalledOnLoad',
        raw: true,
        test: /\.js$/,
        stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
      }),
      new HtmlWebpackPlugin({
        template: './src/index.html',
        favicon: './src/favicon.svg',
        scriptLoading: 'defer',
      }),
      ...(production ? precompression() : []),
    ],
    optimization: {
      splitChunks: {
        // The Markdown pipeline's chunk (src/markdown/useMarkdownPipeline.ts) keeps marked
        // and DOMPurify inside it, rather than in a vendors chunk of their own: one request
        // and one gzip stream instead of two, 1.2 KiB less on the article route.
        chunks: (chunk) => chunk.name !== 'markdown',
        cacheGroups: {
          // Every style in one stylesheet that the page links, so that whatever the server
          // rendered paints styled in the first frame: the app chunk's (src/entry-client.tsx
          // starts it after that frame) and the lazy screens' (home's grid, the forms). Until
          // then a screen's styles came with its chunk, and a rendered page shifted when they did.
          styles: { type: 'css/mini-extract', name: 'styles', chunks: 'all', enforce: true },
        },
      },
      // No runtime chunk of its own: the entry is small (src/entry-client.tsx), so webpack's
      // runtime rides in it, one request fewer before the first frame.
    },
    performance: { hints: false },
    devServer: {
      port: Number(process.env.FOLIO_DEV_PORT || 8080),
      historyApiFallback: true,
      hot: false,
      proxy: [{ context: ['/graphql', '/media'], target: `http://127.0.0.1:${apiPort}` }],
    },
  };
}

/**
 * `.br` (brotli, max quality) and `.gz` (gzip -9) beside every compressible asset, the names
 * @fastify/static's `preCompressed` looks for. server/http/static.ts serves them as they are, so no
 * request ever waits for a compressor. Runs after the banner and the source maps, so the
 * compressed bytes are exactly the served ones; maps are left out (never served).
 */
function precompression() {
  // Small files too (index.html, the smallest chunks): whatever compresses to 80% or less.
  const shared = { test: /\.(js|css|html|svg|json|txt)$/, threshold: 0, minRatio: 0.8 };
  return [
    new CompressionPlugin({
      ...shared,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({
      ...shared,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: 9 },
    }),
  ];
}
