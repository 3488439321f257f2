import { useEffect } from 'react';
import { useNavigate } from '@member/router';

type Navigate = (to: string, options?: { replace?: boolean }) => void;
let current: Navigate = (to) => window.location.assign(to);

/** Lets non-React services (sign-out's redirect) use the router's navigation once it is mounted. */
export function NavigateBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    current = (to, options) => void navigate(to, options);
  }, [navigate]);
  return null;
}

export function navigateOutsideReact(to: string, options?: { replace?: boolean }): void {
  current(to, options);
}
