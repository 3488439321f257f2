import type { FlagValues } from '../flags/flag-definitions';
import type { SocialProvider } from '../features/social-providers';

/**
 * Which social sign-in buttons a screen shows (access §2.2; flags of features §9): Google with
 * showGoogleSsoSignInV2 / showGoogleSsoSignUpV2, Apple with showAppleSsoSignInV2 / showAppleSsoSignUpV2.
 */
export function socialProvidersShown(flags: Partial<FlagValues>, screen: 'signIn' | 'signUp'): SocialProvider[] {
  const google = screen === 'signIn' ? flags.showGoogleSsoSignInV2 : flags.showGoogleSsoSignUpV2;
  const apple = screen === 'signIn' ? flags.showAppleSsoSignInV2 : flags.showAppleSsoSignUpV2;
  return [...(google ? (['Google'] as const) : []), ...(apple ? (['Apple'] as const) : [])];
}
