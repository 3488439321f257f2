import { randomBytes } from 'node:crypto';
import { LOCAL_SHELL_ORIGINS } from '@member/shared-contracts/environment';
import { MICRO_DEPOSIT_ATTEMPT_LIMIT, type StandInInstitution } from '@member/shared-contracts/reimbursements';

/**
 * The sandbox's stand-in of the bank-link provider (Plaid): link tokens, public tokens and the OAuth
 * round trip, kept in memory (like Plaid's own short-lived tokens: 30 minutes). Nothing personal is
 * kept here: a public token carries the bank, the account type and the last four digits only.
 */
export const STAND_IN_INSTITUTIONS: readonly (StandInInstitution & { mask: string })[] = [
  { id: 'ins_instant', name: 'First Platypus Bank', kind: 'instant', mask: '0000' },
  { id: 'ins_oauth', name: 'Platypus OAuth Bank', kind: 'oauth', mask: '1111' },
  { id: 'ins_micro', name: 'Tattersall Federal Credit Union', kind: 'microDeposits', mask: '' },
];

const TOKEN_LIFETIME_MS = 30 * 60_000;

export interface LinkTokenGrant {
  accountId: string;
  mode: 'create' | 'update';
  linkId: string | null;
  redirectUri: string;
  expiresAt: number;
  /** Set while the member is away at the OAuth bank. */
  oauth: { stateId: string; institutionId: string } | null;
}

export interface PublicTokenGrant {
  accountId: string;
  linkId: string | null;
  institutionId: string;
  institutionName: string;
  accountMask: string;
  routingMask: string;
  status: 'VERIFIED' | 'PENDING_VERIFICATION';
  expiresAt: number;
}

const token = (prefix: string) => `${prefix}-sandbox-${randomBytes(16).toString('hex')}`;

/** The redirect URI registered with a link token: the app's own `/plaid-oauth` on a known origin. */
export function isAllowedRedirectUri(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return LOCAL_SHELL_ORIGINS.includes(url.origin) && url.pathname === '/plaid-oauth' && url.search === '' && url.hash === '';
  } catch {
    return false;
  }
}

export class BankLinkStandIn {
  private readonly linkTokens = new Map<string, LinkTokenGrant>();
  private readonly publicTokens = new Map<string, PublicTokenGrant>();
  /**
   * Wrong micro-deposit pairs per link, whatever link token carried them: Plaid counts attempts per Item,
   * so a new update-mode link token gives no new tries. Kept until reset, like a locked Item.
   */
  private readonly wrongDepositPairs = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  createLinkToken(grant: Omit<LinkTokenGrant, 'expiresAt' | 'oauth'>): { linkToken: string; expiration: string } {
    const linkToken = token('link');
    const expiresAt = this.now() + TOKEN_LIFETIME_MS;
    this.linkTokens.set(linkToken, { ...grant, expiresAt, oauth: null });
    return { linkToken, expiration: new Date(expiresAt).toISOString() };
  }

  linkToken(linkToken: unknown): LinkTokenGrant | null {
    if (typeof linkToken !== 'string') return null;
    const grant = this.linkTokens.get(linkToken);
    if (!grant || grant.expiresAt < this.now()) return null;
    return grant;
  }

  startOauth(linkToken: string, institutionId: string): string {
    const grant = this.linkTokens.get(linkToken);
    if (!grant) throw new Error('unknown link token');
    const stateId = token('oauth-state');
    grant.oauth = { stateId, institutionId };
    return stateId;
  }

  /** The link token waiting for this OAuth state, if any. */
  oauthGrant(stateId: string): LinkTokenGrant | null {
    for (const grant of this.linkTokens.values()) if (grant.oauth?.stateId === stateId && grant.expiresAt >= this.now()) return grant;
    return null;
  }

  issuePublicToken(grant: Omit<PublicTokenGrant, 'expiresAt'>): string {
    const publicToken = token('public');
    this.publicTokens.set(publicToken, { ...grant, expiresAt: this.now() + TOKEN_LIFETIME_MS });
    return publicToken;
  }

  /** A public token is exchanged once. */
  takePublicToken(publicToken: unknown): PublicTokenGrant | null {
    if (typeof publicToken !== 'string') return null;
    const grant = this.publicTokens.get(publicToken);
    this.publicTokens.delete(publicToken);
    if (!grant || grant.expiresAt < this.now()) return null;
    return grant;
  }

  /** Micro-deposit tries the link has left; 0 once it is locked (MICRO_DEPOSIT_ATTEMPT_LIMIT, as Plaid). */
  depositAttemptsLeft(linkId: string): number {
    return Math.max(0, MICRO_DEPOSIT_ATTEMPT_LIMIT - (this.wrongDepositPairs.get(linkId) ?? 0));
  }

  /** Counts a wrong pair against the link; answers the tries it has left. */
  recordWrongDeposits(linkId: string): number {
    this.wrongDepositPairs.set(linkId, (this.wrongDepositPairs.get(linkId) ?? 0) + 1);
    return this.depositAttemptsLeft(linkId);
  }

  reset(): void {
    this.linkTokens.clear();
    this.publicTokens.clear();
    this.wrongDepositPairs.clear();
  }
}
