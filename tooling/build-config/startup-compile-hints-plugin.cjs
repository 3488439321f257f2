/**
 * Marks the shell's start-up scripts for eager compilation with V8's explicit compile hint, a first-line
 * `//# allFunctionsCalledOnLoad` (Chrome 136 and later; other engines read a comment).
 *
 * Without it V8 compiles a function only when it is first called, on the main thread: sign-in's first
 * render calls most of React DOM, the router, i18next and the app's start-up code for the first time,
 * so their compilation sat inside its long tasks. With the hint V8 compiles each marked file while it
 * streams in, on a background thread. Measured on sign-in (Chromium, phone viewport, CPU 4× throttled,
 * 9 loads each): blocking time 307 → 205 ms, main-thread busy 1,605 → 1,479 ms, largest paint
 * 1,632 → 1,528 ms (docs/performance.md, "Compile hints for the start-up scripts").
 *
 * Only the start-up files (`startupFiles`, the ones index.html preloads, and the entry's own): their
 * functions run on every first load. A file of which little runs would be compiled for nothing.
 */
const { Compilation, sources } = require('webpack');
const { startupFiles } = require('./startup-files.cjs');

const PLUGIN = 'StartupCompileHintsPlugin';
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

class StartupCompileHintsPlugin {
  /** @param {{ entry?: string }} [options] the entry whose start-up scripts are marked */
  constructor({ entry = 'main' } = {}) {
    this.entry = entry;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // The shell's own compilation only (html-webpack-plugin's child compilations have no entry of ours).
      // After minification (which drops comments), before the source maps are written (they take the
      // added line into account) and before the compressed copies are made.
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        const entryChunk = compilation.entrypoints.get(this.entry)?.getEntrypointChunk();
        if (!entryChunk) throw new Error(`${PLUGIN}: no entry named ${this.entry}`);
        const scripts = [...entryChunk.files, ...startupFiles(compilation, this.entry)].filter((file) => file.endsWith('.js'));
        for (const file of new Set(scripts)) {
          compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }
}

module.exports = { StartupCompileHintsPlugin, COMPILE_HINT };
