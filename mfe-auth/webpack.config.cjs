const { createAppConfig } = require('@member/build-config');
const LOCAL_PORTS = require('@member/shared-contracts/environment/local-ports.json');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_auth',
  port: LOCAL_PORTS.mfe_auth,
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
