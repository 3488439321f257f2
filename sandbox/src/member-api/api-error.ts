import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '@member/shared-contracts/account';
// Loads zod's English issue messages (see ../zod.ts): the 422 answers carry them.
import '../zod';
import type { z } from '../zod';

/** An answer with a status and the spec's "server message" (`{ message }`, shared-contracts ApiErrorBody). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const unauthorized = (message = 'Unauthorized') => new ApiError(401, message);
export const forbidden = (message = 'Forbidden') => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);

/** 400 with the schema's message keys joined, and each issue by path ("400 with a message"). */
export function badRequest(error: z.core.$ZodError): ApiError {
  const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return new ApiError(400, [...new Set(issues.map((issue) => issue.message))].join('; '), {}, { issues });
}

/** 422 with the schema's message keys (shared-contracts VALIDATION_MESSAGES) joined, and each issue by path. */
export function unprocessable(error: z.core.$ZodError): ApiError {
  const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return new ApiError(422, [...new Set(issues.map((issue) => issue.message))].join('; '), {}, { issues });
}

/** Answers ApiErrors as `{ message }`; Fastify's own errors (bad JSON, ...) keep their status; others are 500. */
export function installApiErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ApiError) {
      const body: ApiErrorBody & Record<string, unknown> = { message: error.message, ...error.extra };
      return reply.status(error.statusCode).headers(error.headers).send(body);
    }
    const statusCode = (error as { statusCode?: number }).statusCode;
    if (statusCode && statusCode >= 400 && statusCode < 500) return reply.status(statusCode).send({ message: (error as Error).message });
    return reply.status(500).send({ message: 'Internal server error' });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found' }));
}
