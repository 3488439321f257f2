import { HttpError, type HttpClient } from '@member/shared-contracts/http';
import { type IdentityPort, type PendingFederatedSignIn } from '@member/shared-contracts/mount';
import { linkPendingIdentity } from './link-pending-identity';

const PENDING: PendingFederatedSignIn = { email: 'kevin@example.com', idToken: 'federated.id.token', idpIdentifier: 'Google', userId: '2' };

function setup(post: jest.Mock, pending: PendingFederatedSignIn | null = PENDING, accountId: string | null = '200006') {
  const identity = {
    pendingFederatedSignIn: jest.fn().mockReturnValue(pending),
    clearPendingFederatedSignIn: jest.fn(),
    signedInAccountId: jest.fn().mockResolvedValue(accountId),
  } as unknown as IdentityPort & { clearPendingFederatedSignIn: jest.Mock };
  const logger = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const analytics = { page: jest.fn(), track: jest.fn(), click: jest.fn(), view: jest.fn(), inputChange: jest.fn(), operation: jest.fn(), trackError: jest.fn() };
  const http = { post } as unknown as HttpClient;
  return { deps: { identity, http, logger, analytics, signedInEmail: 'Kevin@Example.com' }, identity, logger, analytics };
}

describe('linking the pending sso identity (access §3, §4, §8)', () => {
  it('posts the identity link payload to the signed-in account and forgets the pending sign-in', async () => {
    const post = jest.fn().mockResolvedValue(undefined);
    const { deps, identity, analytics } = setup(post);
    await linkPendingIdentity(deps);
    expect(post).toHaveBeenCalledWith('/account/200006/identities', { body: { idToken: 'federated.id.token', idpIdentifier: 'Google', userId: '2' } });
    expect(identity.clearPendingFederatedSignIn).toHaveBeenCalled();
    expect(analytics.operation).toHaveBeenCalledWith('identity.link', 'succeeded');
  });

  it.each([
    [404, 'accountNotFound'],
    [403, 'invalidFederatedToken'],
    [409, 'conflict'],
    [500, 'unknown'],
  ])('logs a %s answer by reason, without personal data, and lets the member in', async (status, reason) => {
    const post = jest.fn().mockRejectedValue(new HttpError(status, 'kevin@example.com is bad', new Headers()));
    const { deps, identity, logger } = setup(post);
    await expect(linkPendingIdentity(deps)).resolves.toBeUndefined();
    expect(logger.error).toHaveBeenCalledWith('identity link failed', { reason });
    expect(JSON.stringify(logger.error.mock.calls)).not.toMatch(/kevin|federated\.id/);
    expect(identity.clearPendingFederatedSignIn).toHaveBeenCalled();
  });

  it("links nothing when the member signed in with another email than the provider's (a shared device)", async () => {
    const post = jest.fn();
    const { deps, identity, logger } = setup(post);
    await linkPendingIdentity({ ...deps, signedInEmail: 'someone.else@example.com' });
    expect(post).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledWith('identity link skipped', { reason: 'emailMismatch' });
    expect(JSON.stringify(logger.warn.mock.calls)).not.toMatch(/someone|kevin/);
    expect(identity.clearPendingFederatedSignIn).toHaveBeenCalled();
  });

  it('does nothing without a pending sign-in', async () => {
    const post = jest.fn();
    await linkPendingIdentity(setup(post, null).deps);
    expect(post).not.toHaveBeenCalled();
  });

  it('fails as unknown when no account id can be read', async () => {
    const post = jest.fn();
    const { deps, logger } = setup(post, PENDING, null);
    await linkPendingIdentity(deps);
    expect(post).not.toHaveBeenCalled();
    expect(logger.error).toHaveBeenCalledWith('identity link failed', { reason: 'unknown' });
  });
});
