import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const webpack = require('webpack');

/**
 * A production build of the fixture app in `root` (`src/index.js` → `dist/`, hashed names and hidden source
 * maps, as the apps are built) with `plugins`: for testing a build plugin on real webpack output.
 * @param {string} root
 * @param {import('webpack').WebpackPluginInstance[]} plugins
 * @returns {Promise<void>}
 */
export function buildFixture(root, plugins) {
  const compiler = webpack({
    mode: 'production',
    context: root,
    entry: { main: './src/index.js' },
    devtool: 'hidden-source-map',
    output: { path: path.join(root, 'dist'), filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js', clean: true },
    plugins,
    stats: 'none',
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    });
  });
}
