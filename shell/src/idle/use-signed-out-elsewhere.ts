import { useEffect, useEffectEvent } from 'react';
import { hasStoredIdentitySession } from '../session/stored-identity-session';

/**
 * Calls `onSignedOutElsewhere` when another tab removes the identity library's stored user (Amplify keeps
 * its tokens in the shared localStorage; a sign-out anywhere — the idle prompt, the `/sign-out` page, a
 * remote's sign-out — removes `…LastAuthUser`, and every other tab gets a `storage` event). The listener
 * lives in the idle guard's chunk, which a tab loads once its account is in: a sign-out elsewhere before
 * that sent its one `storage` event to nobody, so the stored user is also checked when listening starts.
 */
export function useSignedOutElsewhere(userPoolClientId: string, onSignedOutElsewhere: () => void): void {
  const signedOutElsewhere = useEffectEvent(onSignedOutElsewhere);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== null && event.storageArea !== window.localStorage) return;
      // key null: the whole storage was cleared.
      if (event.key !== null && !event.key.endsWith('.LastAuthUser')) return;
      if (hasStoredIdentitySession(userPoolClientId)) return;
      signedOutElsewhere();
    };
    window.addEventListener('storage', onStorage);
    if (!hasStoredIdentitySession(userPoolClientId)) signedOutElsewhere();
    return () => window.removeEventListener('storage', onStorage);
  }, [userPoolClientId]);
}
