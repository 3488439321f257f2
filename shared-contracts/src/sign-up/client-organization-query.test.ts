import { buildClientOrganizationQuery, CLIENT_ORGANIZATION_LIMITS, clientOrganizationQuerySchema } from './client-organization-query';

describe('client organization lookup', () => {
  it('has the spec limits: name 5, id 1, ein 20, client_id 20', () => {
    expect(CLIENT_ORGANIZATION_LIMITS).toEqual({ name: 5, id: 1, ein: 20, client_id: 20 });
  });

  it('builds a query with the limit and order_by relevance', () => {
    expect(buildClientOrganizationQuery('name', 'Acme')).toEqual({ name: 'Acme', limit: 5, order_by: 'relevance' });
    expect(buildClientOrganizationQuery('client_id', 7)).toEqual({ client_id: 7, limit: 20, order_by: 'relevance' });
  });

  it('parses a server-side query of strings, filling limit and order_by', () => {
    expect(clientOrganizationQuerySchema.parse({ id: '12' })).toEqual({ id: 12, limit: 1, order_by: 'relevance' });
    expect(clientOrganizationQuerySchema.parse({ ein: '12-3456789', limit: '20', order_by: 'relevance' })).toEqual({
      ein: '123456789', limit: 20, order_by: 'relevance',
    });
  });

  it('needs exactly one lookup key', () => {
    expect(clientOrganizationQuerySchema.safeParse({}).error?.issues[0]?.message).toBe('validation.lookup.exactlyOne');
    expect(clientOrganizationQuerySchema.safeParse({ name: 'a', id: 1 }).error?.issues[0]?.message).toBe('validation.lookup.exactlyOne');
  });

  it('refuses a limit above the lookup limit, and another order_by', () => {
    expect(clientOrganizationQuerySchema.safeParse({ name: 'a', limit: 6 }).error?.issues[0]?.message).toBe('validation.lookup.limit');
    expect(clientOrganizationQuerySchema.safeParse({ name: 'a', order_by: 'name' }).success).toBe(false);
  });
});
