import { z } from 'zod/mini';
import type { HttpClient } from '../http/http-client';
import { apiPaths } from '../member-api/api-paths';
import type { ItemsResponse } from './client';
import type { Plan } from './plan';

const positiveId = z.coerce.number().check(z.int(), z.positive());

/** `GET /plans/{id}` path parameters: a positive whole number (the member API answers 400 otherwise). */
export const planIdParamsSchema = z.object({ id: positiveId });

/**
 * The query of `GET /plans` (access §7 "query client_id and an id list"): the client is required; the id
 * list travels as one comma-separated value (`id=501,502`, the HTTP client's rule for arrays), a repeated
 * `id` is accepted too; no ids means every plan of the client.
 */
export const plansQuerySchema = z.object({
  client_id: positiveId,
  id: z.pipe(
    z.pipe(
      z.optional(z.union([z.string(), z.array(z.string())])),
      z.transform((value) => (value === undefined ? [] : [value].flat().flatMap((part) => part.split(',')).filter(Boolean).map(Number))),
    ),
    z.array(z.number().check(z.int(), z.positive())),
  ),
});

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
