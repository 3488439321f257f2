const path = require('node:path');
const { InjectManifest } = require('workbox-webpack-plugin');
const { createAppConfig } = require('@member/build-config');
const LOCAL_PORTS = require('@member/shared-contracts/environment/local-ports.json');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { AppManifestPlugin } = require('./build/app-manifest-plugin.cjs');

/** The offline card's bootstrap chunk (`webpackChunkName` in src/offline-card/index.ts). */
const OFFLINE_CARD_APP_CHUNK = 'offline-card-app';

const appConfig = createAppConfig({
  dir: __dirname,
  name: 'shell',
  port: LOCAL_PORTS.shell,
  host: true,
  // access §9 "public path prefix /ui/": every built file is served under /ui/; the routes stay where they
  // are (any other path without a file extension answers index.html).
  publicPath: '/ui/',
  runtimePlugins: [path.join(__dirname, 'src', 'federation', 'remote-failure-plugin.ts')],
  // The analytics "build number" global property (access §3); CI or the deploy pipeline sets it.
  define: { BUILD_NUMBER: process.env.BUILD_NUMBER ?? 'local' },
});

module.exports = (env, argv) => {
  const config = appConfig(env, argv);
  const production = argv.mode !== 'development';
  config.plugins.push(new AppManifestPlugin({ source: path.join(__dirname, 'src', 'app-manifest', 'app-manifest.json') }));
  // The offline card's document (docs/offline-data.md): an entry and a page of its own, which the service
  // worker answers for /id-card with no network, so the app's entry carries none of it.
  config.entry['offline-card'] = './src/offline-card/index.ts';
  config.plugins.push(new HtmlWebpackPlugin({ template: path.join(__dirname, 'src', 'index.html'), filename: 'offline-card.html', chunks: ['offline-card'] }));
  if (production) {
    // webpack's default groups split out what two async chunks share: the offline card's bootstrap shares
    // most of the app's, which then arrived as two files on every page (+1.4 KiB gzip on sign-in). Its
    // chunk is left out of them; it carries its own copy, loaded offline from the precache.
    // (Async chunks only, as webpack's default `chunks: 'async'`: each entry keeps its own start-up code.)
    const notOfflineCard = (chunk) => !chunk.canBeInitial() && chunk.name !== OFFLINE_CARD_APP_CHUNK;
    Object.assign(config.optimization.splitChunks.cacheGroups, {
      default: { chunks: notOfflineCard, minChunks: 2, priority: -20, reuseExistingChunk: true },
      defaultVendors: { chunks: notOfflineCard, test: /[\\/]node_modules[\\/]/, priority: -10, reuseExistingChunk: true },
    });
  }
  // The service worker (docs/offline-data.md) is built for production only: in watch mode every rebuild
  // would install a new one.
  if (production) {
    config.plugins.push(
      new InjectManifest({
        swSrc: path.join(__dirname, 'src', 'service-worker', 'sw.ts'),
        swDest: 'sw.js',
        // The shell's content-hashed scripts, stylesheets and images: never index.html, mf-manifest.json,
        // the manifest or the worker itself (network first or revalidated), nor maps and compressed copies.
        // The offline card's document too (revisioned by its content: a new deployment brings the new one).
        include: [/\.[0-9a-f]{8}\.(?:js|css)$/, /^[0-9a-f]{16,}\.(?:png|svg)$/, /^offline-card\.html$/],
        dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.(?:js|css)$|\/[0-9a-f]{16,}\.[a-z]+$/,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      }),
    );
  }
  return config;
};
