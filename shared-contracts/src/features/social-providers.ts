/** "Social providers (Google and Apple) are recognised case-insensitively from a fixed set of two" (access §6). */
const SOCIAL_PROVIDERS = ['Google', 'Apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export function isSocialProvider(name: string | null | undefined): boolean {
  return toSocialProvider(name) !== null;
}

/** The canonical spelling (`GOOGLE` → `Google`), or null. */
export function toSocialProvider(name: string | null | undefined): SocialProvider | null {
  const lower = name?.trim().toLowerCase();
  return SOCIAL_PROVIDERS.find((provider) => provider.toLowerCase() === lower) ?? null;
}
