/**
 * The files of the home remote's current deployment, from its `mf-manifest.json`: the remote deploys on
 * its own, so the service worker reads the list when it installs (and when a new deployment's manifest
 * passes through it), never from the shell's build.
 */
interface AssetLists { sync?: unknown; async?: unknown }
interface ManifestAssets { js?: AssetLists; css?: AssetLists }
interface ManifestEntry { assets?: ManifestAssets }

const names = (list: unknown): string[] => (Array.isArray(list) ? list.filter((name): name is string => typeof name === 'string' && name.length > 0) : []);

function assetNames(entry: ManifestEntry): string[] {
  const { js, css } = entry.assets ?? {};
  return [...names(js?.sync), ...names(js?.async), ...names(css?.sync), ...names(css?.async)];
}

/** Where the manifest's files are: its declared public path, or beside the manifest (`auto`). */
export function remoteFilesBase(manifestUrl: string, manifest: unknown): string {
  const declared = (manifest as { metaData?: { publicPath?: unknown } } | null)?.metaData?.publicPath;
  return typeof declared === 'string' && declared !== 'auto' ? new URL(declared, manifestUrl).href : new URL('./', manifestUrl).href;
}

/** Absolute URLs of the remote entry and every chunk and stylesheet its shared modules and exposes name. */
export function homeRemoteFiles(manifestUrl: string, manifest: unknown): string[] {
  if (typeof manifest !== 'object' || manifest === null) return [];
  const { metaData, shared, exposes } = manifest as { metaData?: { remoteEntry?: { name?: unknown; path?: unknown } }; shared?: unknown; exposes?: unknown };
  const base = remoteFilesBase(manifestUrl, manifest);
  const entry = metaData?.remoteEntry;
  const entryName = typeof entry?.name === 'string' ? [typeof entry.path === 'string' && entry.path ? `${entry.path.replace(/\/?$/, '/')}${entry.name}` : entry.name] : [];
  const entries = [...(Array.isArray(shared) ? shared : []), ...(Array.isArray(exposes) ? exposes : [])] as ManifestEntry[];
  const files = [...entryName, ...entries.flatMap(assetNames)];
  return [...new Set(files.map((file) => new URL(file, base).href))];
}
