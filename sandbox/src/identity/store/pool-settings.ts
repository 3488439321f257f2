/**
 * Which pool and app client the sandbox identity service plays (defaults: shared-contracts'
 * SANDBOX_USER_POOL). SRP signs with the pool name: the part of the pool id after '_'.
 */
import { SANDBOX_USER_POOL } from '@member/shared-contracts/environment';

export interface PoolSettings {
  userPoolId: string;
  clientId: string;
}

export const DEFAULT_POOL_SETTINGS: PoolSettings = {
  userPoolId: SANDBOX_USER_POOL.userPoolId,
  clientId: SANDBOX_USER_POOL.userPoolClientId,
};

export function poolNameOf(userPoolId: string): string {
  const name = userPoolId.split('_')[1];
  if (!name) throw new Error(`User pool id "${userPoolId}" is not of the form {region}_{name}`);
  return name;
}
