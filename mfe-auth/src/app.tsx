import { lazy, Suspense } from 'react';
import { Route, Routes } from '@member/router';
import { NotFoundScreen } from '@member/remote-runtime';
import { VERIFICATION_PATH } from '@member/shared-contracts';
import { RECOVER_EMAIL_PATH, RECOVER_PASSWORD_PATH, RESET_PASSWORD_PATH } from './recovery/recovery-paths';
import { ACCOUNT_SECURITY_PATHS } from './security/security-paths';
import { SplashLoadingScreen } from './root/splash-loading.screen';
import { RootRoute } from './root-route';

const RecoveryRoute = lazy(() => import(/* webpackChunkName: "recovery" */ './recovery/recovery-route').then((m) => ({ default: m.RecoveryRoute })));
const recovery = (
  <Suspense fallback={<SplashLoadingScreen />}>
    <RecoveryRoute />
  </Suspense>
);

const VerificationScreen = lazy(() =>
  import(/* webpackChunkName: "verification" */ './verification/verification.screen').then((m) => ({ default: m.VerificationScreen })),
);

const AccountSecurityRoute = lazy(() =>
  import(/* webpackChunkName: "account-security" */ './security/account-security-route').then((m) => ({ default: m.AccountSecurityRoute })),
);
const accountSecurity = (
  <Suspense fallback={<SplashLoadingScreen />}>
    <AccountSecurityRoute />
  </Suspense>
);

/**
 * The auth remote's routes. Only `/` (splash, welcome carousel, biometrics splash, sign-up email start,
 * sign-in, MFA code, new password — see root-route.tsx) and the recovery screens (recovery/) exist so far; the other paths
 * the shell sends here (/sign-up/*, /timeout,
 * /verification) are page-not-found until their issue. The account and security pages (/settings, /account,
 * /delete-account, /security*) are one lazy chunk: security/account-security-route.tsx.
 */
export function App() {
  return (
    <Routes>
      <Route path="/" element={<RootRoute />} />
      <Route path={RECOVER_PASSWORD_PATH} element={recovery} />
      <Route path={RESET_PASSWORD_PATH} element={recovery} />
      <Route path={RECOVER_EMAIL_PATH} element={recovery} />
      {ACCOUNT_SECURITY_PATHS.map((path) => (
        <Route key={path} path={path} element={accountSecurity} />
      ))}
      <Route
        path={VERIFICATION_PATH}
        element={
          <Suspense fallback={<SplashLoadingScreen />}>
            <VerificationScreen />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
