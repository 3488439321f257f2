const path = require('node:path');
const { createAppConfig } = require('@member/build-config');
const LOCAL_PORTS = require('@member/shared-contracts/environment/local-ports.json');

module.exports = createAppConfig({
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
