/**
 * The signed-in session's lifetime (access §4): idle timings and the countdown, and where an idle sign-out
 * lands.
 */
export { type SignOutCause, idleSignOutLanding, refreshesAfterIdleSignOut } from './idle-sign-out';
export { idleTimings, formatCountdown, countdownMilestone } from './idle-timeout';
