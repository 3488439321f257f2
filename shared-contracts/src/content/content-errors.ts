/**
 * member-features §5 and §8: "A single-entry query must return at least one item, otherwise it is an
 * error. A query returning more than 1000 entries is an error." `unavailable` is the service failing.
 * Messages carry the content type and filters only (never member data).
 */
type ContentErrorKind = 'noItem' | 'tooManyEntries' | 'unavailable';

export class ContentError extends Error {
  override name = 'ContentError';
  constructor(
    readonly kind: ContentErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isContentError(error: unknown): error is ContentError {
  return error instanceof ContentError;
}
