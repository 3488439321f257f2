/**
 * What `remotes.json` may name for a remote: its `mf-manifest.json` as a path on the shell's origin
 * (`/remotes/mfe-claims/mf-manifest.json`, forwarded to the remote: decision 072) or as an absolute
 * http(s) URL (a remote on an origin of its own: a dev server, a release under test). Never a
 * protocol-relative `//host/…` (nor `/\host/…`, which a browser reads the same way): that would put
 * another origin's script on the page.
 */
const REMOTE_MANIFEST_LOCATION = /^(?:https?:\/\/[^/?#\\]+|(?=\/[^/\\]))\/(?:[^?#\\]*\/)?mf-manifest\.json$/;

export function isRemoteManifestLocation(value: unknown): value is string {
  return typeof value === 'string' && REMOTE_MANIFEST_LOCATION.test(value);
}
