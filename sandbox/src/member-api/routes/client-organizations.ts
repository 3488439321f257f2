import type { FastifyInstance } from 'fastify';
import { COUNTRY_RESTRICTION_HEADER, clientOrganizationQuerySchema } from '@member/shared-contracts/sign-up';
import { type ClientOrganization, type ItemsResponse } from '@member/shared-contracts/account';
import { apiPaths } from '@member/shared-contracts/member-api';
import { routePattern } from '../../http/route-pattern';
import { z } from '../../zod';
import { ApiError, notFound, unprocessable } from '../api-error';
import type { MemberApiContext } from '../member-api-context';
import { findClientOrganization, searchClientOrganizations, type ClientOrganizationMatch } from '../repositories/client-organizations';

const COUNTRY_RESTRICTED = () => new ApiError(403, 'This organization is not available in your country', { [COUNTRY_RESTRICTION_HEADER]: 'true' });

const publicForm = (match: ClientOrganizationMatch): ClientOrganization => ({ id: match.id, name: match.name });

const idParams = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });

/**
 * `GET /client-organizations/{id}` and `GET /client-organizations` (no auth: sign-up uses them).
 * The lookup is shared-contracts clientOrganizationQuerySchema (exactly one of name / id / ein / client_id,
 * limit at most 5 / 1 / 20 / 20; 422 otherwise). Country-restricted organizations are never listed: when
 * every match is restricted the answer is 403 with the COUNTRY_RESTRICTION_HEADER header.
 */
export function registerClientOrganizations(app: FastifyInstance, context: MemberApiContext): void {
  app.get<{ Params: { id: string } }>(routePattern(apiPaths.clientOrganization, 'id'), async (request) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) throw unprocessable(params.error);
    const organization = await findClientOrganization(context.db, params.data.id);
    if (!organization) throw notFound(`Client organization ${params.data.id} not found`);
    if (organization.countryRestricted) throw COUNTRY_RESTRICTED();
    return publicForm(organization);
  });

  app.get<{ Querystring: Record<string, string> }>(apiPaths.clientOrganizations(), async (request) => {
    const parsed = clientOrganizationQuerySchema.safeParse(request.query);
    if (!parsed.success) throw unprocessable(parsed.error);
    const matches = await searchClientOrganizations(context.db, parsed.data);
    const available = matches.filter((match) => !match.countryRestricted);
    if (matches.length > 0 && available.length === 0) throw COUNTRY_RESTRICTED();
    const answer: ItemsResponse<ClientOrganization> = { items: available.slice(0, parsed.data.limit).map(publicForm) };
    return answer;
  });
}
