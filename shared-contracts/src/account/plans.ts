import type { HttpClient } from '../http/http-client';
import { apiPaths } from '../member-api/api-paths';
import type { ItemsResponse } from './client';
import type { Plan } from './plan';

/** `GET /plans/{id}`: one plan (a plan of another client is refused). */
export function fetchPlan(http: HttpClient, id: number): Promise<Plan> {
  return http.get<Plan>(apiPaths.plan(id));
}

/** `GET /plans?client_id=&id=`: the client's plans among `ids`. */
export async function fetchPlans(http: HttpClient, clientId: number, ids: readonly number[]): Promise<Plan[]> {
  const answer = await http.get<ItemsResponse<Plan>>(apiPaths.plans(), { query: { client_id: clientId, id: ids } });
  return answer.items;
}

/**
 * Features §9 `planIdForPreviewUX` (default -1): a positive whole number names the plan to preview
 * (decision 042); -1, or anything that cannot be a plan id, means no preview.
 */
export function previewPlanId(flagValue: number): number | null {
  return Number.isInteger(flagValue) && flagValue > 0 ? flagValue : null;
}
