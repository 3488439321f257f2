import { Route, Routes } from '@member/router';
import { NotFoundScreen } from '@member/remote-runtime';
import { RootRoute } from './root-route';

/**
 * The auth remote's routes. Only `/` (splash, welcome carousel, biometrics splash, sign-up email start,
 * sign-in, MFA code, new password — see root-route.tsx) exists so far; the other paths
 * the shell sends here (/sign-up/*, /recover-password, /recover-email, /reset-password, /timeout,
 * /account, /settings, /delete-account, /security*, /verification) are page-not-found until their issue.
 */
export function App() {
  return (
    <Routes>
      <Route path="/" element={<RootRoute />} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
