/**
 * Lets index.html fetch the shell's start-up chunks itself (the critical chain). The shell's
 * entry only crosses Module Federation's async boundary (`import('./bootstrap')`), so without this the
 * browser learns of the bootstrap chunks, and of the shared packages the host provides (React, the router,
 * i18next...), only once main.js has downloaded and run: one round trip more before anything renders.
 *
 * Adds `<link rel="preload">` to index.html for the chunks of the entry's async imports and, recursively,
 * the chunks of the host's own shared modules they consume (a consume-shared module's fallback lives in an
 * async block of its own) — exactly what webpack's runtime would request next, each as it will request it
 * (JavaScript as `script`, extracted CSS as `style`), so the later request is served by the preload.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { startupFiles } = require('./startup-files.cjs');

const PLUGIN = 'StartupPreloadPlugin';

class StartupPreloadPlugin {
  /** @param {{ entry?: string, page?: string }} [options] the entry whose start-up chunks `page` preloads */
  constructor({ entry = 'main', page = 'index.html' } = {}) {
    this.entry = entry;
    this.page = page;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        // Another page of the host (the shell's offline card) starts another entry.
        if (data.outputName !== this.page) return data;
        const publicPath = data.publicPath ?? '';
        const links = startupFiles(compilation, this.entry).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            href: `${publicPath}${file}`,
            as: file.endsWith('.css') ? 'style' : 'script',
            // As the runtime would ask for them (an async chunk is a low-priority fetch): they travel beside
            // main.js without taking the bandwidth or the render-blocking rank of what paints first.
            fetchpriority: 'low',
          }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin };
