const { IgnorePlugin } = require('webpack');
const { createAppConfig } = require('@member/build-config');
const LOCAL_PORTS = require('@member/shared-contracts/environment/local-ports.json');

const appConfig = createAppConfig({
  dir: __dirname,
  name: 'mfe_home_onboarding',
  port: LOCAL_PORTS.mfe_home_onboarding,
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});

/** jsPDF and what it imports: they stay in the chunk that loads on "Save as PDF" or "Share". */
const PDF_LIBRARIES = /[\\/]node_modules[\\/](jspdf|fflate|fast-png|pako|iobuffer)[\\/]/;
const isPackage = (module) => /[\\/]node_modules[\\/]/.test(module.nameForCondition() ?? '');

/**
 * The ID cards PDF (docs/decisions/067). Every chunk is an entry in remoteEntry.js's chunk map, which /home
 * loads, so the PDF is one unnamed chunk: jsPDF is not split into a vendor chunk beside the layout (the
 * default vendor group, minus the PDF's libraries), and jsPDF's optional imports (html2canvas, canvg,
 * dompurify: for `html()` and SVG, which the PDF never uses) are left out of the build. One entry, 12 bytes
 * gzip, instead of five.
 */
module.exports = (env, argv) => {
  const config = appConfig(env, argv);
  return {
    ...config,
    plugins: [...config.plugins, new IgnorePlugin({ resourceRegExp: /^(html2canvas|canvg|dompurify)$/, contextRegExp: /[\\/]node_modules[\\/]jspdf[\\/]/ })],
    optimization: {
      ...config.optimization,
      splitChunks: {
        cacheGroups: {
          defaultVendors: { test: (module) => isPackage(module) && !PDF_LIBRARIES.test(module.nameForCondition() ?? ''), priority: -10, reuseExistingChunk: true },
        },
      },
    },
  };
};
