import { HttpError, type HttpClient } from '@member/shared-contracts/http';
import { fetchClientOrganizations, lookUpClientOrganizations } from './client-organizations.resource';

const ACME = { id: 1001, name: 'Acme Manufacturing - Austin' };

describe('client organizations (access §7 GET /client-organizations)', () => {
  it('looks up by client_id (limit 20, by relevance) with auth when signed in', async () => {
    const get = jest.fn().mockResolvedValue({ items: [ACME] });
    await expect(fetchClientOrganizations({ get } as unknown as HttpClient, { client_id: 101 }, { excludeAuth: false })).resolves.toEqual([ACME]);
    expect(get).toHaveBeenCalledWith('/client-organizations', { query: { client_id: '101', limit: '20', order_by: 'relevance' } });
  });

  it('searches by name (limit 5) without auth when signed out', async () => {
    const get = jest.fn().mockResolvedValue({ items: [] });
    await expect(lookUpClientOrganizations({ get } as unknown as HttpClient, { name: ' acme ' }, { excludeAuth: true })).resolves.toEqual({ kind: 'found', items: [] });
    expect(get).toHaveBeenCalledWith('/client-organizations', { query: { name: 'acme', limit: '5', order_by: 'relevance' }, excludeAuth: true });
  });

  it('classifies failures: countryRestriction from the header, else unknownError', async () => {
    const restricted = jest.fn().mockRejectedValue(new HttpError(403, 'restricted', new Headers({ 'x-country-restriction': 'true' })));
    const down = jest.fn().mockRejectedValue(new Error('down'));
    await expect(lookUpClientOrganizations({ get: restricted } as unknown as HttpClient, { client_id: 1 }, { excludeAuth: true })).resolves.toEqual({ kind: 'failed', error: 'countryRestriction' });
    await expect(lookUpClientOrganizations({ get: down } as unknown as HttpClient, { client_id: 1 }, { excludeAuth: true })).resolves.toEqual({ kind: 'failed', error: 'unknownError' });
  });

  it('answers one organisation by id (GET /client-organizations/{id}) and looks up by ein (limit 20)', async () => {
    const get = jest.fn().mockResolvedValueOnce(ACME).mockResolvedValueOnce({ items: [ACME] });
    const http = { get } as unknown as HttpClient;
    await expect(fetchClientOrganizations(http, { id: 1001 }, { excludeAuth: true })).resolves.toEqual([ACME]);
    expect(get).toHaveBeenCalledWith('/client-organizations/1001', { excludeAuth: true });
    await expect(fetchClientOrganizations(http, { ein: '741234567' }, { excludeAuth: true })).resolves.toEqual([ACME]);
    expect(get).toHaveBeenCalledWith('/client-organizations', { query: { ein: '741234567', limit: '20', order_by: 'relevance' }, excludeAuth: true });
  });
});
