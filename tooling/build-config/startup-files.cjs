/**
 * The shell's start-up files: what its entry asks for before anything renders. Both the preloads of
 * index.html (startup-preload-plugin.cjs) and the compile hints (startup-compile-hints-plugin.cjs) are
 * for these files.
 */

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
  if (!entrypoint) throw new Error(`startupFiles: no entry named ${entryName}`);
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
    if (!provider) throw new Error(`startupFiles: the host does not provide ${shareKey}`);
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

module.exports = { startupFiles };
