import type { FastifyRequest } from 'fastify';
import { APPLICATION_ID, HEADER_NAMES } from '@member/shared-contracts/http';
import { ApiError } from '../api-error';

/** An attachment's content is opened as a link (the help desk's `content_url`): no app headers travel with it. */
const LINK_OPENED_PATH = /^\/zendesk\/v2\/attachments\//;
/** The bank-link stand-in's OAuth bank page is a top-level page the browser navigates to. */
const OAUTH_BANK_PATH = /^\/sandbox-link\/oauth-bank\//;

/** Every non-OPTIONS call must carry `x-application-id: ui-member` (access §7), else 400. */
export async function requireApplicationId(request: FastifyRequest): Promise<void> {
  if (request.method === 'OPTIONS') return;
  if (request.method === 'GET' && (LINK_OPENED_PATH.test(request.url) || OAUTH_BANK_PATH.test(request.url))) return;
  if (request.headers[HEADER_NAMES.applicationId] !== APPLICATION_ID) {
    throw new ApiError(400, `Missing or unknown ${HEADER_NAMES.applicationId} header`);
  }
}
