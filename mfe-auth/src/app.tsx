import { Suspense } from 'react';
import { Route, Routes } from '@member/router';
import { NotFoundScreen } from '@member/remote-runtime';
import { BASE_TO_BUY_UP_PATH, VERIFICATION_PATH } from '@member/shared-contracts/routes';
import { RECOVER_EMAIL_PATH, RECOVER_PASSWORD_PATH, RESET_PASSWORD_PATH } from './common/recovery-paths';
import { ACCOUNT_SECURITY_PATHS } from './common/settings-paths';
import { lazyWithScreenStrings, useScreenStringsTarget } from './common/screen-strings';
import { SplashLoadingScreen } from './common/splash-loading.screen';
import { RootRoute } from './root-route';

const RecoveryRoute = lazyWithScreenStrings(() => import(/* webpackChunkName: "recovery" */ './recovery/recovery-route').then((m) => m.RecoveryRoute));
const recovery = (
  <Suspense fallback={<SplashLoadingScreen />}>
    <RecoveryRoute />
  </Suspense>
);

const SignUpRoute = lazyWithScreenStrings(() => import(/* webpackChunkName: "sign-up-steps" */ './sign-up/sign-up-route').then((m) => m.SignUpRoute));
const signUpSteps = (
  <Suspense fallback={<SplashLoadingScreen />}>
    <SignUpRoute />
  </Suspense>
);

const VerificationScreen = lazyWithScreenStrings(() => import(/* webpackChunkName: "verification" */ './verification/verification.screen').then((m) => m.VerificationScreen));

const BaseToBuyUpScreen = lazyWithScreenStrings(() =>
  import(/* webpackChunkName: "base-to-buy-up" */ './base-to-buy-up/base-to-buy-up.screen').then((m) => m.BaseToBuyUpScreen),
);

const AccountSecurityRoute = lazyWithScreenStrings(() =>
  import(/* webpackChunkName: "account-security" */ './account-security-route').then((m) => m.AccountSecurityRoute),
);
const accountSecurity = (
  <Suspense fallback={<SplashLoadingScreen />}>
    <AccountSecurityRoute />
  </Suspense>
);

/**
 * The auth remote's routes: `/` (splash, welcome carousel, biometrics splash, sign-up start, sign-in and
 * its MFA / new-password steps — root-route.tsx), recovery, verification, and the account and security
 * pages (one lazy chunk: account-security-route.tsx), the segmented sign-up steps (/sign-up/*,
 * one lazy chunk: sign-up/sign-up-route.tsx). Every screen past sign-in loads with its strings (lazyWithScreenStrings).
 */
export function App() {
  useScreenStringsTarget();
  return (
    <Routes>
      <Route path="/" element={<RootRoute />} />
      <Route path={RECOVER_PASSWORD_PATH} element={recovery} />
      <Route path={RESET_PASSWORD_PATH} element={recovery} />
      <Route path={RECOVER_EMAIL_PATH} element={recovery} />
      {/* Every /sign-up/{step}: the lazy route knows the steps (unknown ones are page-not-found), so the sign-in screen's first load carries none of it. */}
      <Route path="/sign-up/:step" element={signUpSteps} />
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
      <Route
        path={BASE_TO_BUY_UP_PATH}
        element={
          <Suspense fallback={<SplashLoadingScreen />}>
            <BaseToBuyUpScreen />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
