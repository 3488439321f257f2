/**
 * What every Cognito operation handler receives, and the handler shape itself.
 */
import type { IdentityStore } from '../store/identity-store';
import type { SigningKey } from '../tokens/signing-key';
import type { TokenIssuer } from '../tokens/token-issuer';

export interface OperationContext {
  store: IdentityStore;
  tokens: TokenIssuer;
  signingKey: SigningKey;
  /** The `iss` of the pool's tokens. */
  issuer(): string;
  now(): Date;
}

/** A Cognito operation: the parsed JSON request in, the JSON answer out (or a thrown CognitoError). */
export type CognitoOperation = (request: unknown, context: OperationContext) => Promise<Record<string, unknown>>;
