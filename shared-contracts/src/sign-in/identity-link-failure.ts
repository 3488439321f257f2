/** Access §7/§8 "Identity link: 404, 403 (invalid federated token), 409 (account missing username)". */
type IdentityLinkFailure = 'accountNotFound' | 'invalidFederatedToken' | 'conflict' | 'unknown';

export function identityLinkFailureOf(status: number | undefined): IdentityLinkFailure {
  if (status === 404) return 'accountNotFound';
  if (status === 403) return 'invalidFederatedToken';
  if (status === 409) return 'conflict';
  return 'unknown';
}
