/** A non-2xx answer. `message` is the server's message (JSON `{ message }`, else the text body). */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly headers: Headers;
  /** The parsed body (JSON value or text), when there was one. */
  readonly body: unknown;

  constructor(status: number, message: string, headers: Headers, body?: unknown) {
    super(message);
    this.status = status;
    this.headers = headers;
    this.body = body;
  }
}

/**
 * An HttpError, checked by shape, not `instanceof`: shared-contracts is bundled into each app, so an error
 * thrown by the shell's HTTP client is an instance of the SHELL's HttpError class, not the remote's.
 */
export function isHttpError(error: unknown, status?: number): error is HttpError {
  if (!(error instanceof Error) || error.name !== 'HttpError') return false;
  const candidate = error as Partial<HttpError>;
  return typeof candidate.status === 'number' && (status === undefined || candidate.status === status);
}

/**
 * An answer that means "there is no such thing for this member": 404 (unknown) or 403 (another member's:
 * the member API refuses another member's data). Screens show both as not found, never "Try again" (a
 * retry cannot help), and the same way, so an id tells nobody whether it exists.
 */
export function isNotFoundForMember(error: unknown): error is HttpError {
  return isHttpError(error, 404) || isHttpError(error, 403);
}

/** Picks the server's message from a parsed error body; falls back to `HTTP {status}`. */
export function serverMessage(status: number, body: unknown): string {
  if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
    const message = (body as { message: string }).message;
    if (message.length > 0) return message;
  }
  if (typeof body === 'string' && body.trim().length > 0) return body.trim();
  return `HTTP ${status}`;
}
