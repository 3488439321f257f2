/**
 * The one webpack 5 + Module Federation configuration every app builds with (the shell and the six
 * remotes). An app's webpack.config.cjs only names itself:
 *
 *   module.exports = createAppConfig({ dir: __dirname, name: 'mfe_claims', port: 3004, exposes: { './lifecycles': './src/lifecycles.tsx' } });
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared-singletons.cjs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { StartupCompileHintsPlugin } = require('./startup-compile-hints-plugin.cjs');
const { StartupPreloadPlugin } = require('./startup-preload-plugin.cjs');
const { hostSplitChunks } = require('./host-chunk-groups.cjs');
const { REPLACED_MODULES: REACT_ARIA_REPLACED_MODULES, requestPattern: reactAriaRequestPattern } = require('./react-aria/replaced-modules.cjs');

const repoRoot = path.resolve(__dirname, '..', '..');
/** The CommonJS entry of the runtime plugin that `provideExternalRuntime` injects (see the host's plugins). */
const INJECT_RUNTIME_CORE_CJS = /@module-federation[\\/]inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/;
/** TanStack Query's ES build, which its `exports` keep from being named: what react-query.mjs re-exports from. */
const REACT_QUERY_PACKAGE = path.join(path.dirname(require.resolve('@tanstack/react-query/package.json')), 'build', 'modern', 'index.js');
/** The bundler runtime every generated federation entry imports: a remote's is replaced by the shell's. */
const BUNDLER_RUNTIME_ENTRY = /@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/;
const BUNDLER_RUNTIME_FROM_HOST = path.join(__dirname, 'federation', 'bundler-runtime-from-host.mjs');
const PROVIDE_BUNDLER_RUNTIME_PLUGIN = path.join(__dirname, 'federation', 'provide-bundler-runtime-plugin.mjs');
/** The bundler runtime's version, which the shell provides and a remote expects (one install for every app). */
const BUNDLER_RUNTIME_VERSION = require('@module-federation/webpack-bundler-runtime/package.json').version;

/**
 * @param {object} options
 * @param {string} options.dir           the app's folder
 * @param {string} options.name          federation container name (an identifier: mfe_claims)
 * @param {number} options.port          dev-server port (same as the static server's)
 * @param {Record<string,string>} [options.exposes]  remote modules
 * @param {boolean} [options.host]       the shell: emits index.html, history fallback, runtime plugins
 * @param {string} [options.publicPath]  where the app's files are served, an absolute path (the shell's
 *   `/ui/`); default `auto`: beside the remote's mf-manifest.json, wherever that is deployed
 * @param {string[]} [options.runtimePlugins]
 * @param {Record<string,string>} [options.define]  compile-time constants
 */
function createAppConfig({ dir, name, port, exposes, host = false, publicPath = 'auto', runtimePlugins = [], define = {} }) {
  return (env, argv) => {
    const production = argv.mode !== 'development';
    // Production CSS ships as stylesheet files (cacheable, parsed as CSS, loaded with the chunk that
    // needs it); development keeps style-loader for instant reloads.
    const styleLoader = production ? MiniCssExtractPlugin.loader : require.resolve('style-loader');
    return {
      context: dir,
      mode: production ? 'production' : 'development',
      entry: { main: './src/index.ts' },
      target: 'web',
      // Production: hidden source maps — written to dist for error reporting and the budget analysis, but
      // not referenced from the bundles, and the static server never serves `.map` files. Development:
      // no `eval` devtool, so a remote in watch mode runs under the shell's content security policy
      // (script-src without 'unsafe-eval').
      devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        // A script chunk that does not arrive within 120 s fails with ChunkLoadError (access §8).
        chunkLoadTimeout: 120000,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // React 19 has useSyncExternalStore: the shim's React 17 fallback is dead weight on every page.
        alias: {
          'use-sync-external-store/shim$': path.join(__dirname, 'use-sync-external-store-shim.mjs'),
          'use-sync-external-store/shim/index.js$': path.join(__dirname, 'use-sync-external-store-shim.mjs'),
          // The content link resolver copies parsed JSON: structuredClone does that (json-copy.mjs).
          'fast-copy$': path.join(__dirname, 'json-copy.mjs'),
          // The query library's singleton is the exports the apps use (react-query.mjs), tree-shaken.
          '@tanstack/react-query$': path.join(__dirname, 'react-query.mjs'),
          'tanstack-react-query-whole$': REACT_QUERY_PACKAGE,
        },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  // Always the production JSX runtime: `react/jsx-runtime` is a shared singleton, while the
                  // development one would run against the host's production React and crash
                  // (`dispatcher.getOwner is not a function`) when one remote is served in watch mode.
                  transform: { react: { runtime: 'automatic', development: false } },
                  // ES2022 keeps class fields native: under es2020 every class with a field (each error type)
                  // carries its own defineProperty helper, on every first load. No new browser
                  // floor: TanStack Query, on every first load, already ships private class fields (ES2022).
                  target: 'es2022',
                },
              },
            },
          },
          {
            test: /\.module\.css$/,
            use: [
              styleLoader,
              {
                loader: require.resolve('css-loader'),
                options: {
                  modules: {
                    // Prefix with the container name so two remotes can never produce the same class.
                    localIdentName: production ? `${name}_[hash:base64:6]` : `${name}__[name]__[local]`,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                  },
                },
              },
            ],
          },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: [styleLoader, require.resolve('css-loader')],
          },
          { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          ...(exposes ? { exposes } : {}),
          remotes: {},
          shared: sharedSingletons(),
          // Load remotes on demand: the default 'version-first' fetches every remote entry at start-up,
          // so one offline remote would break the shell (module-federation/core#3877).
          shareStrategy: 'loaded-first',
          // The shell hands its bundler runtime to the remotes (decision 063), as it hands them runtime-core.
          runtimePlugins: host ? [...runtimePlugins, PROVIDE_BUNDLER_RUNTIME_PLUGIN] : runtimePlugins,
          manifest: true,
          dts: false,
          // One copy of the federation runtime (26.5 KiB gzip): the shell provides it, each remote's
          // remoteEntry.js uses it instead of carrying its own. Remotes are only ever mounted by the shell.
          experiments: {
            ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
            // Browser only: leave the runtime's Node.js loading code out. A remote loads no remote: its
            // entry leaves out the bundler runtime's `remotes` handler. Not the shell: there the flag
            // also swaps runtime-core's remote loading for a stub, and `loadRemote` would fail.
            optimization: { target: 'web', ...(host ? {} : { disableRemote: true }) },
          },
        }),
        new (require('webpack').DefinePlugin)(
          Object.fromEntries(
            Object.entries({ ...define, FEDERATION_BUNDLER_RUNTIME_VERSION: BUNDLER_RUNTIME_VERSION }).map(([key, value]) => [key, JSON.stringify(value)]),
          ),
        ),
        // A remote's federation entry uses the shell's bundler runtime instead of carrying its own
        // (docs/decisions/063-remotes-use-the-shells-bundler-runtime.md).
        ...(host ? [] : [new (require('webpack').NormalModuleReplacementPlugin)(BUNDLER_RUNTIME_ENTRY, BUNDLER_RUNTIME_FROM_HOST)]),
        // react-aria's two locale modules that call Intl at start-up, replaced by ones that load no ICU
        // data (docs/performance.md), each with its own folder as the module's context so its imports resolve.
        ...REACT_ARIA_REPLACED_MODULES.map(
          (module) =>
            new (require('webpack').NormalModuleReplacementPlugin)(reactAriaRequestPattern(module), ({ createData }) => {
              Object.assign(createData, { resource: module.replacement, context: path.dirname(module.replacement) });
            }),
        ),
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
                // CSS Modules are scoped: the order chunks arrive in cannot change what applies.
                ignoreOrder: true,
              }),
              // Brotli and gzip copies of every text asset, served by Accept-Encoding (static server, CDN).
              new PrecompressPlugin(),
            ]
          : []),
        ...(host
          ? [
              new HtmlWebpackPlugin({ template: path.join(dir, 'src', 'index.html'), chunks: ['main'] }),
              // index.html fetches the start-up chunks beside main.js (production: hashed names are final).
              ...(production ? [new StartupPreloadPlugin()] : []),
              // ...and V8 compiles them while they stream in, off the main thread (the plugin says why).
              ...(production ? [new StartupCompileHintsPlugin()] : []),
              // `provideExternalRuntime` adds the runtime plugin that hands the federation runtime to the
              // remotes by its CommonJS path (`require.resolve` → dist/index.cjs), which pulls the CommonJS
              // runtime-core, runtime, sdk and error-codes beside the ES build the bundler runtime already
              // uses: two runtimes in main.js and two `Global`s. Its ES build imports the ES runtime-core, the
              // one copy. `scripts/lib/federation-runtime-check.mjs` fails the build suite
              // if a second copy comes back.
              new (require('webpack').NormalModuleReplacementPlugin)(INJECT_RUNTIME_CORE_CJS, (resource) => {
                resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
              }),
            ]
          : []),
      ],
      optimization: {
        minimize: production,
        minimizer: [
          new TerserPlugin({
            minify: TerserPlugin.swcMinify,
            terserOptions: { compress: true, mangle: true },
            // The libraries' license comments go to `<file>.LICENSE.txt`, deployed beside each file, without
            // a first-line pointer to it in the script: 56-57 B gzip in each of the two largest start-up files,
            // downloaded by every member on every first load (docs/performance.md).
            extractComments: { condition: 'some', banner: false },
          }),
        ],
        // The shell's shared packages in a few files, not one each (host-chunk-groups.cjs).
        ...(host && production ? { splitChunks: hostSplitChunks } : {}),
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port,
        host: '127.0.0.1',
        hot: false,
        liveReload: true,
        // Routes answer the document, which webpack-dev-server serves under the public path like every file.
        historyApiFallback: host ? { index: `${publicPath}index.html` } : false,
        headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
        // The page is the shell's (another origin): accept its live-reload socket, and tell the client
        // where this server is rather than where the page came from.
        allowedHosts: 'all',
        static: host ? [{ directory: path.join(dir, 'public'), publicPath: '/' }] : false,
        client: { overlay: false, webSocketURL: { protocol: 'ws', hostname: 'localhost', port } },
      },
    };
  };
}

module.exports = { createAppConfig, repoRoot };
