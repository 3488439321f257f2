import type { ProductFeature } from './product-features';
import type { CoverageTier } from './coverage-tier';
import type { Plan } from './plan';

export type AccountStatus = 'created' | 'verified' | 'inactive';

/** `Primary` is the one value the spec names; others (Spouse, Dependent, ...) exist. */
export type RelationshipCode = 'Primary' | 'Spouse' | 'Dependent' | (string & {});

/** Stored on the identity user; the token claim maps english → en-US, spanish → es-US (access §5). */
export type LanguagePreference = 'english' | 'spanish';

interface ExistingPcp {
  providerId: string;
  createdAt: string;
}

interface ClientDetails {
  clientId: number;
  plans: Plan[];
  claimsListStartDate: string | null;
  conciergePhoneNumber: string | null;
}

/** The answer of `GET /accounts/{accountId}` (access §3, §7). */
export interface AccountResponse {
  accountId: string;
  memberId: string;
  clientOrgId: number;
  clientOrgName: string;
  relationshipCode: RelationshipCode;
  status: AccountStatus;
  productFeatures: ProductFeature[];
  canMemberSubmitClaim: boolean;
  allowAccountManagement: boolean;
  hasUserSetPassword: boolean;
  email: string | null;
  /**
   * A new email waiting for its code: the account keeps `email` until the member confirms.
   * Not in the spec; optional so older answers (and fixtures) stay valid.
   */
  pendingEmail?: string | null;
  phoneNumber: string | null;
  planId: number;
  networkId: number | null;
  preferredLanguage: LanguagePreference | null;
  coverageTier: CoverageTier;
  existingPCPs: ExistingPcp[];
  createdAt: string;
  clientDetails: ClientDetails;
}

/** The account as the app holds it: the response plus what the app derives (isVerified) or loads elsewhere (hasHcscNetwork). */
export interface Account extends Omit<AccountResponse, 'productFeatures'> {
  productFeatures: ReadonlySet<ProductFeature>;
  isVerified: boolean;
  /** From `GET /provider-networks`, not from the account call (access §3). */
  hasHcscNetwork: boolean;
}
