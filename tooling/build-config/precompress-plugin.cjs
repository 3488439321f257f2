/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text asset of a production build, so the
 * static server (tooling/static-server) and the CDN send them as they are, chosen by Accept-Encoding,
 * without compressing per request. Source maps are left out: they are never served (hidden source maps,
 * kept on disk for error reporting and the budget analysis). A copy that would not be smaller is not
 * written: the server then sends the original.
 */
const path = require('node:path');
const zlib = require('node:zlib');

/** Text assets worth compressing (what the server sends with a text Content-Type). */
const TEXT_ASSET = /\.(?:js|mjs|css|html|json|svg|txt)$/;

/**
 * @param {Buffer} source
 * @returns {{ br: Buffer, gz: Buffer }}
 */
function compress(source) {
  return {
    br: zlib.brotliCompressSync(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz: zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  };
}

class PrecompressPlugin {
  /**
   * @param {import('webpack').Compiler} compiler
   */
  apply(compiler) {
    // After emit, from the compilation's final assets: the real content hash rewrites index.html and
    // renames chunks late (compressing in processAssets produced stale copies), and `output.clean`
    // removes files that are not assets while webpack skips rewriting unchanged ones (so `assetEmitted`
    // would miss them on a rebuild).
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const fs = compiler.outputFileSystem;
      if (!fs) return;
      const outputPath = compilation.getPath(compiler.outputPath, {});
      const writes = [];
      // Assets are read back from the output (webpack keeps only their sizes after emitting them).
      const read = (/** @type {string} */ file) =>
        new Promise((resolve, reject) => fs.readFile(file, (error, data) => (error ? reject(error) : resolve(/** @type {Buffer} */ (data)))));
      const write = (/** @type {string} */ file, /** @type {Buffer} */ data) =>
        new Promise((resolve, reject) => fs.writeFile(file, data, (error) => (error ? reject(error) : resolve(undefined))));
      for (const asset of compilation.getAssets()) {
        if (!TEXT_ASSET.test(asset.name)) continue;
        const file = path.join(outputPath, asset.name);
        writes.push(
          read(file).then((/** @type {Buffer} */ content) => {
            const { br, gz } = compress(content);
            return Promise.all([
              br.length < content.length ? write(`${file}.br`, br) : undefined,
              gz.length < content.length ? write(`${file}.gz`, gz) : undefined,
            ]);
          }),
        );
      }
      await Promise.all(writes);
    });
  }
}

module.exports = { PrecompressPlugin };
