import sameOriginRemotes from '@member/shared-contracts/environment/same-origin-remotes.json';

/** Where the shell's origin serves a remote's files (decision 072): `mfe_claims` → `/remotes/mfe-claims/`. */
export function remoteFilesPath(remote: string): string {
  return `${sameOriginRemotes.prefix}/${remote.replaceAll('_', '-')}/`;
}
