import { apiPaths } from '@member/shared-contracts/member-api';
import { claimsApiPaths } from '@member/shared-contracts/claims';
import { routePattern } from './route-pattern';

describe('routePattern', () => {
  it('turns a path builder into a Fastify pattern, parameters by name', () => {
    expect(routePattern(apiPaths.device, 'accountId', 'deviceId')).toBe('/communication/:accountId/device/:deviceId');
    expect(routePattern(claimsApiPaths.claimDocument, 'claimId', 'documentId')).toBe('/claims/:claimId/documents/:documentId');
    expect(routePattern(apiPaths.bankAccountLinks)).toBe('/bank-account-links');
  });

  it('keeps only the path of a builder that adds a query', () => {
    expect(routePattern((id: string) => `/chats/${id}?account_id=1`, 'id')).toBe('/chats/:id');
  });

  it('refuses a builder that drops or repeats a parameter', () => {
    expect(() => routePattern(() => '/claims', 'claimId')).toThrow('0 times');
    expect(() => routePattern((id: string) => `/a/${id}/b/${id}`, 'id')).toThrow('2 times');
  });
});
