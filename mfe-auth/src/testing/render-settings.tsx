import { FLAG_DEFAULTS } from '@member/shared-contracts/flags';
import { type Account } from '@member/shared-contracts/account';
import { type RemoteMountProps } from '@member/shared-contracts/mount';
import { renderAuth, type createFakes } from './render-auth';
import { memberAccount } from './member-account';

type Fakes = ReturnType<typeof createFakes>;
export type ConfigureSettings = (fakes: Fakes) => Partial<RemoteMountProps> | void;

/**
 * Test-only: renders an account/security page for a signed-in member with account management and
 * tfaUX (the route table's gate for these pages); `configure` adjusts the fakes or the props.
 */
export function renderSettings(path: string, options: { account?: Partial<Account>; mfaEnabled?: boolean; configure?: ConfigureSettings } = {}) {
  const account = memberAccount(options.account);
  return renderAuth(path, (fakes) => {
    Object.assign(fakes.session, { status: 'authenticated', accountId: account.accountId, clientId: 101, mfaEnabled: options.mfaEnabled ?? false });
    const extra = options.configure?.(fakes) ?? {};
    return { account, features: new Set([...account.productFeatures, 'ACCOUNT_MANAGEMENT'] as const), flags: { ...FLAG_DEFAULTS, tfaUX: true }, ...extra };
  });
}
