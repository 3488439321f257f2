import { useEffect } from 'react';
import { useLocation, useNavigate } from '@member/router';
import { SSO_RETURN_PATH } from '@member/shared-contracts/sign-in';
import { useShellServices } from '../platform/shell-services';
import { useCachedConciergeUnreadCount } from '../navigation/use-concierge-unread-count';

/** Access §2.1: "On the native app a /sso path also closes the in-app browser." */
const IN_APP_BROWSER_CLOSING_PATH = SSO_RETURN_PATH;

/**
 * What the native shell needs from the router: its navigation (deep links, notification taps), the
 * in-app browser closed on /sso, and the app badge set to the concierge unread count when one is known.
 */
export function NativeRouteEffects({ badgeCount }: { badgeCount?: number | null }) {
  const { native } = useShellServices();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => native.connectNavigation((path) => void navigate(path)), [native, navigate]);

  useEffect(() => {
    if (native.isNative && (pathname === IN_APP_BROWSER_CLOSING_PATH || pathname.startsWith(`${IN_APP_BROWSER_CLOSING_PATH}/`))) native.closeInAppBrowser();
  }, [native, pathname]);

  useEffect(() => {
    if (native.isNative && typeof badgeCount === 'number') native.setBadgeCount(badgeCount);
  }, [native, badgeCount]);

  return null;
}

/** NativeRouteEffects with the badge set to the concierge unread count (rendered by the app). */
export function NativeEffects() {
  const badgeCount = useCachedConciergeUnreadCount();
  return <NativeRouteEffects badgeCount={badgeCount} />;
}
