import type { HttpClient } from '../http/http-client';
import { toQueryString } from '../http/query-string';
import { fetchPlan, fetchPlans, previewPlanId } from './plans';
import { planIdParamsSchema, plansQuerySchema } from './plans-request-schemas';

const plan = { id: 504, client_id: 101, network_administrator: 'Acme Health Network' };

describe('plan calls (access §7 GET /plans/{id}, GET /plans)', () => {
  it('GET /plans/{id} asks for one plan with auth', async () => {
    const get = jest.fn().mockResolvedValue(plan);
    await expect(fetchPlan({ get } as unknown as HttpClient, 504)).resolves.toEqual(plan);
    expect(get).toHaveBeenCalledWith('/plans/504');
  });

  it('GET /plans sends client_id and the id list, and answers the items', async () => {
    const get = jest.fn().mockResolvedValue({ items: [plan] });
    await expect(fetchPlans({ get } as unknown as HttpClient, 101, [501, 504])).resolves.toEqual([plan]);
    expect(get).toHaveBeenCalledWith('/plans', { query: { client_id: 101, id: [501, 504] } });
    expect(toQueryString({ client_id: 101, id: [501, 504] })).toBe('?client_id=101&id=501%2C504');
  });

  it('the server reads the query the app sends: a comma-separated or repeated id list, client_id required', () => {
    expect(plansQuerySchema.parse({ client_id: '101', id: '501,504' })).toEqual({ client_id: 101, id: [501, 504] });
    expect(plansQuerySchema.parse({ client_id: '101', id: ['501', '504'] })).toEqual({ client_id: 101, id: [501, 504] });
    expect(plansQuerySchema.parse({ client_id: '101' })).toEqual({ client_id: 101, id: [] });
    for (const bad of [{}, { client_id: '0' }, { client_id: '101', id: 'x' }, { client_id: '101', id: '1.5' }]) expect(plansQuerySchema.safeParse(bad).success).toBe(false);
    expect(planIdParamsSchema.safeParse({ id: 'abc' }).success).toBe(false);
    expect(planIdParamsSchema.parse({ id: '504' })).toEqual({ id: 504 });
  });
});

describe('planIdForPreviewUX (features §9, default -1)', () => {
  it('names a plan to preview only as a positive whole number', () => {
    expect(previewPlanId(504)).toBe(504);
    for (const none of [-1, 0, -5, 1.5, Number.NaN]) expect(previewPlanId(none)).toBeNull();
  });
});
