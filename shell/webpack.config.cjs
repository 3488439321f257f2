const path = require('node:path');
const { createAppConfig } = require('@member/build-config');
const LOCAL_PORTS = require('@member/shared-contracts/environment/local-ports.json');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  port: LOCAL_PORTS.shell,
  host: true,
  runtimePlugins: [path.join(__dirname, 'src', 'federation', 'remote-failure-plugin.ts')],
  // The analytics "build number" global property (access §3); CI or the deploy pipeline sets it.
  define: { BUILD_NUMBER: process.env.BUILD_NUMBER ?? 'local' },
});
