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

const PLUGIN = 'StartupPreloadPlugin';

/**
 * The files of the chunk groups reachable from the entry module's async blocks and, for every shared
 * package their modules consume, the chunks of the host's own provided copy (the one the share scope hands
 * out at start-up: the host provides every singleton), followed recursively, in a stable order.
 * @param {import('webpack').Compilation} compilation
 * @param {string} entryName
 * @returns {string[]}
 */
function startupFiles(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) throw new Error(`${PLUGIN}: no entry named ${entryName}`);
  const entryChunk = entrypoint.getEntrypointChunk();
  /** The host's provided shared modules by share key (`react`, `@member/ui`...). */
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') provided.set(/** @type {any} */ (module)._name, module);
  }
  /** @type {Set<import('webpack').Chunk>} */
  const chunks = new Set();
  /** @type {Set<string>} */
  const consumedKeys = new Set();
  /** @param {import('webpack').Module} module */
  const visitConsumes = (module) => {
    if (module.type !== 'consume-shared-module') return;
    const shareKey = /** @type {any} */ (module).options.shareKey;
    if (consumedKeys.has(shareKey)) return;
    consumedKeys.add(shareKey);
    const provider = provided.get(shareKey);
    if (!provider) throw new Error(`${PLUGIN}: the host does not provide ${shareKey}`);
    provider.blocks.forEach(visitBlock);
  };
  /** @param {import('webpack').AsyncDependenciesBlock} block */
  function visitBlock(block) {
    const group = chunkGraph.getBlockChunkGroup(block);
    if (!group) return;
    for (const chunk of group.chunks) {
      if (chunks.has(chunk) || chunk === entryChunk) continue;
      chunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) visitConsumes(module);
    }
  }
  for (const module of chunkGraph.getChunkEntryModulesIterable(entryChunk)) module.blocks.forEach(visitBlock);
  // Shared packages main.js itself consumes.
  for (const module of chunkGraph.getChunkModulesIterable(entryChunk)) visitConsumes(module);
  const files = [...new Set([...chunks].flatMap((chunk) => [...chunk.files]))].filter((file) => /\.(?:js|css)$/.test(file));
  // The largest first: on a slow link they take longest, and the small ones fill in beside them.
  const size = (/** @type {string} */ file) => compilation.getAsset(file)?.source.size() ?? 0;
  return files.sort((a, b) => size(b) - size(a) || a.localeCompare(b));
}

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
