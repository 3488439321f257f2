import { useCallback, useEffect, useRef, useState } from 'react';
import { useIdleTimer, type IIdleTimer } from 'react-idle-timer';
import { idleSignOutLanding, idleTimings, refreshesAfterIdleSignOut, type SignOutCause } from '@member/shared-contracts/session';
import { type Account, type Client } from '@member/shared-contracts/account';
import { type AccountFeature } from '@member/shared-contracts/account';
import { useShellServices } from '../platform/shell-services';
import { navigateOutsideReact } from '../routing/navigate-bridge';
import { isSigningOutMessage, signingOutMessage } from './cross-tab-message';
import { signOutAndLand } from './sign-out-and-land';
import { useSignedOutElsewhere } from './use-signed-out-elsewhere';

/** One timer name for every tab of the app, so their cross-tab channels meet. */
const IDLE_TIMER_NAME = 'member-idle-session';

/** How often the open prompt re-reads the time left (the countdown shows whole seconds). */
const COUNTDOWN_TICK_MS = 250;

export interface IdleSessionInput {
  account: Account;
  client: Client;
  features: ReadonlySet<AccountFeature>;
}

/**
 * The idle session of access §4, on react-idle-timer: sign-out after the client's
 * `userSessionLengthMinutes` of inactivity, the prompt 60 s before; activity events throttled at 500 ms;
 * cross-tab, with timers synced every 500 ms. Every tab prompts together; "Stay signed in" in one tab
 * (`activate`) makes every tab active and closes their prompts; a sign-out in one tab is announced to the
 * others (a cross-tab message before it starts, and Amplify's shared token store as a fallback), which
 * sign out and land the same way.
 */
export function useIdleSession({ account, client, features }: IdleSessionInput) {
  const { session, config } = useShellServices();
  const timings = idleTimings(client.userSessionLengthMinutes);
  const [isPrompted, setPrompted] = useState(false);
  const [remainingMs, setRemainingMs] = useState(timings.promptBeforeIdleMs);
  const [isSigningOut, setSigningOut] = useState(false);
  const signingOut = useRef(false);

  const signOutHere = useCallback(
    /** `idleTimer` given: this tab started the sign-out and tells the others through it first. */
    (cause: SignOutCause, idleTimer?: Pick<IIdleTimer, 'message'>) => {
      if (signingOut.current) return;
      signingOut.current = true;
      setSigningOut(true);
      const initiatedHere = idleTimer !== undefined;
      idleTimer?.message(signingOutMessage(cause));
      void signOutAndLand(
        {
          signOut: (options) => session.signOut(options),
          refreshSession: () => session.refreshSession(),
          navigate: (to, options) => navigateOutsideReact(to, options),
          reload: (to) => window.location.assign(to),
        },
        { landing: idleSignOutLanding(account, cause), refresh: refreshesAfterIdleSignOut(account, features), initiatedHere },
      );
    },
    [account, features, session],
  );

  const timer = useIdleTimer({
    name: IDLE_TIMER_NAME,
    timeout: timings.timeoutMs,
    promptBeforeIdle: timings.promptBeforeIdleMs,
    eventsThrottle: timings.activityThrottleMs,
    crossTab: true,
    syncTimers: timings.timerSyncMs,
    onPrompt: (_event, idleTimer) => {
      setRemainingMs(idleTimer?.getRemainingTime() ?? timings.promptBeforeIdleMs);
      setPrompted(true);
    },
    onActive: () => setPrompted(false),
    onIdle: (_event, idleTimer) => signOutHere('idle', idleTimer),
    onMessage: (data) => {
      if (isSigningOutMessage(data)) signOutHere(data.cause);
    },
  });
  useSignedOutElsewhere(config.services.identity.userPoolClientId, () => {
    signOutHere(timer.isPrompted() || timer.isIdle() ? 'idle' : 'member');
  });

  useEffect(() => {
    if (!isPrompted) return;
    const tick = () => setRemainingMs(timer.getRemainingTime());
    tick();
    const interval = window.setInterval(tick, COUNTDOWN_TICK_MS);
    return () => window.clearInterval(interval);
  }, [isPrompted, timer]);

  const staySignedIn = useCallback(() => {
    timer.activate();
    setPrompted(false);
  }, [timer]);

  const signOut = useCallback(() => signOutHere('member', timer), [signOutHere, timer]);

  return { isPrompted, remainingMs, isSigningOut, staySignedIn, signOut };
}
