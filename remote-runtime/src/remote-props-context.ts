import { createContext, useContext } from 'react';
import type { RemoteMountProps } from '@member/shared-contracts/mount';

export const RemotePropsContext = createContext<RemoteMountProps | null>(null);

/** The mount-contract props inside a remote's React tree. */
export function useRemoteProps(): RemoteMountProps {
  const props = useContext(RemotePropsContext);
  if (!props) throw new Error('useRemoteProps called outside a mounted remote');
  return props;
}

/** The signed-in member's account id (from the account, else the session): every member API call names it. */
export function useAccountId(): string {
  const { session, account } = useRemoteProps();
  return account?.accountId ?? session.accountId ?? '';
}
