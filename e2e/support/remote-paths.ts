import sameOriginRemotes from '@member/shared-contracts/environment/same-origin-remotes.json';

/** Where the shell's origin serves the remotes' files (decision 072): `/remotes/`. */
export const REMOTES_PATH = `${sameOriginRemotes.prefix}/`;

/** Where the shell's origin serves one remote's files: `mfe_claims` (or `mfe-claims`) → `/remotes/mfe-claims/`. */
export function remoteFilesPath(remote: string): string {
  return `${REMOTES_PATH}${remote.replaceAll('_', '-')}/`;
}
