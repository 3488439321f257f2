import { randomUUID } from 'node:crypto';

/** The error body the Contentful Delivery API answers with; the SDK turns it into a thrown error. */
export interface ContentfulErrorBody {
  sys: { type: 'Error'; id: string };
  message: string;
  details?: unknown;
  requestId: string;
}

export class ContentfulError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorId: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ContentfulError';
  }

  toBody(): ContentfulErrorBody {
    return {
      sys: { type: 'Error', id: this.errorId },
      message: this.message,
      ...(this.details === undefined ? {} : { details: this.details }),
      requestId: randomUUID(),
    };
  }
}

export const notFound = (type: string, id: string) =>
  new ContentfulError(404, 'NotFound', 'The resource could not be found.', { type, id });

export const badRequest = (message: string, details?: unknown) => new ContentfulError(400, 'BadRequest', message, details);

export const invalidQuery = (message: string, details?: unknown) => new ContentfulError(400, 'InvalidQuery', message, details);

export const accessTokenInvalid = () =>
  new ContentfulError(401, 'AccessTokenInvalid', 'The access token you sent could not be found or is invalid.');
