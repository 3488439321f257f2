const path = require('node:path');
const { InjectManifest } = require('workbox-webpack-plugin');
const { createAppConfig } = require('@member/build-config');
const LOCAL_PORTS = require('@member/shared-contracts/environment/local-ports.json');
const { AppManifestPlugin } = require('./build/app-manifest-plugin.cjs');

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
  // The service worker (docs/offline-data.md) is built for production only: in watch mode every rebuild
  // would install a new one.
  if (production) {
    config.plugins.push(
      new InjectManifest({
        swSrc: path.join(__dirname, 'src', 'service-worker', 'sw.ts'),
        swDest: 'sw.js',
        // The shell's content-hashed scripts, stylesheets and images: never index.html, mf-manifest.json,
        // the manifest or the worker itself (network first or revalidated), nor maps and compressed copies.
        include: [/\.[0-9a-f]{8}\.(?:js|css)$/, /^[0-9a-f]{16,}\.(?:png|svg)$/],
        dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.(?:js|css)$|\/[0-9a-f]{16,}\.[a-z]+$/,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      }),
    );
  }
  return config;
};
