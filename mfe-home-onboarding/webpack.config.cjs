const { IgnorePlugin } = require('webpack');
const { createAppConfig } = require('@member/build-config');
const LOCAL_PORTS = require('@member/shared-contracts/environment/local-ports.json');

const appConfig = createAppConfig({
  dir: __dirname,
  name: 'mfe_home_onboarding',
  port: LOCAL_PORTS.mfe_home_onboarding,
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});

/**
 * The ID cards PDF (docs/decisions/067): jsPDF and its own dependencies stay in the one `id-cards-pdf` chunk
 * loaded on "Save as PDF" or "Share", not split into a vendor chunk beside it; jsPDF's optional imports (html2canvas,
 * canvg, dompurify, for `html()` and SVG, which the PDF never uses) are left out of the build. Every chunk
 * is an entry in remoteEntry.js's chunk map, which /home loads: one chunk instead of five keeps that small.
 */
module.exports = (env, argv) => {
  const config = appConfig(env, argv);
  return {
    ...config,
    plugins: [...config.plugins, new IgnorePlugin({ resourceRegExp: /^(html2canvas|canvg|dompurify)$/, contextRegExp: /[\\/]node_modules[\\/]jspdf[\\/]/ })],
    optimization: {
      ...config.optimization,
      // Webpack's default (`async` chunks are split), except the PDF chunk, which keeps its libraries.
      splitChunks: { chunks: (chunk) => !chunk.canBeInitial() && chunk.name !== 'id-cards-pdf' },
    },
  };
};
