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

export function isHttpError(error: unknown, status?: number): error is HttpError {
  return error instanceof HttpError && (status === undefined || error.status === status);
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
