import { Suspense } from 'react';
import { Route, Routes } from '@member/router';
import { NotFoundScreen } from '@member/remote-runtime';
import { VERIFICATION_PATH } from '@member/shared-contracts';
import { RECOVER_EMAIL_PATH, RECOVER_PASSWORD_PATH, RESET_PASSWORD_PATH } from './recovery/recovery-paths';
import { ACCOUNT_SECURITY_PATHS } from './security/security-paths';
import { lazyWithScreenStrings, useScreenStringsTarget } from './i18n/screen-strings';
import { SplashLoadingScreen } from './root/splash-loading.screen';
import { RootRoute } from './root-route';

const RecoveryRoute = lazyWithScreenStrings(() => import(/* webpackChunkName: "recovery" */ './recovery/recovery-route').then((m) => m.RecoveryRoute));
const recovery = (
  <Suspense fallback={<SplashLoadingScreen />}>
    <RecoveryRoute />
  </Suspense>
);

const VerificationScreen = lazyWithScreenStrings(() => import(/* webpackChunkName: "verification" */ './verification/verification.screen').then((m) => m.VerificationScreen));

const AccountSecurityRoute = lazyWithScreenStrings(() =>
  import(/* webpackChunkName: "account-security" */ './security/account-security-route').then((m) => m.AccountSecurityRoute),
);
const accountSecurity = (
  <Suspense fallback={<SplashLoadingScreen />}>
    <AccountSecurityRoute />
  </Suspense>
);

/**
 * The auth remote's routes: `/` (splash, welcome carousel, biometrics splash, sign-up start, sign-in and
 * its MFA / new-password steps — root-route.tsx), recovery, verification, and the account and security
 * pages (one lazy chunk: security/account-security-route.tsx). The sign-up steps (/sign-up/*) are
 * page-not-found until they are built. Every screen past sign-in loads with its strings (lazyWithScreenStrings).
 */
export function App() {
  useScreenStringsTarget();
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
