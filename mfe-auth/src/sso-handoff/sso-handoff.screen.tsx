import { useEffect, useState } from 'react';
import { Navigate, useLocation } from '@member/router';
import { useRemoteProps } from '@member/remote-runtime';
import { SSO_HANDOFF_QUERY_KEY, readSsoHandoffProvider } from '@member/shared-contracts/sign-in';
import { toIdentityError } from '@member/shared-contracts/mount';
import { rootPathWithState } from '../common/sign-in-state-path';
import { SplashLoadingScreen } from '../common/splash-loading.screen';

/**
 * `/?identity_provider=<provider>`: an enrollment platform's (or an invitation's) link that hands the
 * visitor straight to that provider's hosted sign-in. The identity port stores the user pool and sso
 * provider name and sends the browser on; the splash shows meanwhile. If single sign-on is not
 * configured or fails, the visitor gets the sign-in screen (logged, without the query).
 */
export function SsoHandoffScreen() {
  const { identity, logger } = useRemoteProps();
  const { search } = useLocation();
  const provider = readSsoHandoffProvider(search);
  const available = provider !== null && identity.signInWithProvider !== undefined;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!provider || !identity.signInWithProvider) {
      logger.warn('single sign-on handoff not available', { provider });
      return;
    }
    identity.signInWithProvider({ provider }).catch((error: unknown) => {
      logger.warn('single sign-on handoff failed', { provider, error: toIdentityError(error).name });
      setFailed(true);
    });
  }, [identity, logger, provider]);

  if (!available || failed) {
    const params = new URLSearchParams(search);
    params.delete(SSO_HANDOFF_QUERY_KEY);
    return <Navigate to={rootPathWithState(params.toString(), 'sign-in')} replace />;
  }
  return <SplashLoadingScreen />;
}
