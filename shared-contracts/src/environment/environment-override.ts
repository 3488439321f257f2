/**
 * Access §5 "Environment override: email addresses under the development, staging or company domain
 * switch environment, only in app distributions, never on the web." The domains, most specific first
 * (the development and staging domains are under the company's). Decision 039.
 */
const ENVIRONMENT_OVERRIDE_DOMAINS = [
  { domain: 'dev.member.example', environment: 'development' },
  { domain: 'staging.member.example', environment: 'staging' },
  { domain: 'member.example', environment: 'production' },
] as const;

export type AppEnvironment = (typeof ENVIRONMENT_OVERRIDE_DOMAINS)[number]['environment'];
export const APP_ENVIRONMENTS: readonly AppEnvironment[] = ['development', 'staging', 'production'];

/** Access §8: "loading an environment dynamically on the web errors with 'only available in app distributions'". */
export const APP_DISTRIBUTIONS_ONLY = 'only available in app distributions';

/** The environment an email's domain switches to (the domain itself or any subdomain of it), or null. */
export function environmentForEmail(email: string): AppEnvironment | null {
  const domain = email.trim().toLowerCase().split('@')[1];
  if (!domain) return null;
  return ENVIRONMENT_OVERRIDE_DOMAINS.find((entry) => domain === entry.domain || domain.endsWith(`.${entry.domain}`))?.environment ?? null;
}
