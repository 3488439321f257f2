import { decideRouteAccess } from '@member/shared-contracts/routes';
import { useRemoteProps } from '@member/remote-runtime';

/**
 * Whether the shell's route gate would open `pathname` for this member (access §6: e.g. the MFA,
 * set-password and biometrics pages also need tfaUX). Links to pages that would be a 404 are hidden;
 * the rule itself lives once, in shared-contracts' route table.
 */
export function useCanOpen(): (pathname: string) => boolean {
  const { session, account, features, flags } = useRemoteProps();
  return (pathname) => decideRouteAccess({ pathname, status: session.status, account, features, flags }).kind === 'allow';
}
