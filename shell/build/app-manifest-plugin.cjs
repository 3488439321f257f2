/**
 * Emits the web app manifest (`manifest.webmanifest`, linked by index.html) and its icons beside the
 * shell's other files under the public path. The source is `src/app-manifest/app-manifest.json`, whose
 * icons name files in that folder; each is emitted under its content hash (`<20 hex>.png`, which the static server marks immutable) and the manifest
 * points at the hashed name. The manifest itself keeps a fixed name: the static server revalidates it
 * (`no-cache`), so a changed icon or colour reaches installed apps.
 */
const fs = require('node:fs');
const path = require('node:path');
const { createHash } = require('node:crypto');

const NAME = 'AppManifestPlugin';
const MANIFEST_FILE = 'manifest.webmanifest';

class AppManifestPlugin {
  /** @param {{ source: string }} options  the manifest's source JSON */
  constructor({ source }) {
    this.source = source;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.fileDependencies.add(this.source);
      compilation.hooks.processAssets.tap({ name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const { icons, ...manifest } = JSON.parse(fs.readFileSync(this.source, 'utf8'));
        const emitted = icons.map(({ file, ...icon }) => {
          const iconPath = path.join(path.dirname(this.source), file);
          compilation.fileDependencies.add(iconPath);
          const bytes = fs.readFileSync(iconPath);
          const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 20);
          const name = `${hash}${path.extname(file)}`;
          compilation.emitAsset(name, new RawSource(bytes));
          return { src: name, ...icon };
        });
        compilation.emitAsset(MANIFEST_FILE, new RawSource(`${JSON.stringify({ ...manifest, icons: emitted }, null, 2)}\n`));
      });
    });
  }
}

module.exports = { AppManifestPlugin, MANIFEST_FILE };
