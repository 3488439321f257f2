/**
 * The version of the mount contract (the props below and the lifecycle module a remote exposes).
 * Bump the major on any breaking change: the shell refuses a remote built against another major
 * and shows that remote's fallback instead of crashing (see docs/error-handling.md).
 */
export const MOUNT_CONTRACT_VERSION = '1.6.0';

function contractMajor(version: string): number | null {
  const match = /^(\d+)\.\d+\.\d+$/.exec(version.trim());
  return match ? Number(match[1]) : null;
}

/** Same major version means compatible; anything unparsable is not. */
export function isContractCompatible(hostVersion: string, remoteVersion: unknown): boolean {
  if (typeof remoteVersion !== 'string') return false;
  const host = contractMajor(hostVersion);
  const remote = contractMajor(remoteVersion);
  return host !== null && host === remote;
}

/**
 * A remote of contract 1.6.0 or later renders without the host's QueryClient until it needs one
 * (`queryClient` may be null); an older one reads it when it mounts.
 */
export function acceptsMissingQueryClient(remoteVersion: unknown): boolean {
  if (typeof remoteVersion !== 'string') return false;
  const match = /^(\d+)\.(\d+)\.\d+$/.exec(remoteVersion.trim());
  return match !== null && (Number(match[1]) > 1 || Number(match[2]) >= 6);
}
