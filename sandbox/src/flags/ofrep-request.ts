/** The body of an OFREP evaluation request: `{ context: { targetingKey?, ...attributes } }`. */
interface OfrepEvaluationRequest {
  context?: { targetingKey?: unknown; [attribute: string]: unknown };
}

export type ContextCheck = { ok: true; targetingKey: string | undefined } | { ok: false; errorDetails: string };

/** Reads the targeting key (the account id) from a request body; no key → anonymous context. */
export function readTargetingKey(body: unknown): ContextCheck {
  if (body === undefined || body === null || body === '') return { ok: true, targetingKey: undefined };
  if (typeof body !== 'object' || Array.isArray(body)) return { ok: false, errorDetails: 'The request body must be a JSON object.' };
  const context = (body as OfrepEvaluationRequest).context;
  if (context === undefined) return { ok: true, targetingKey: undefined };
  if (!context || typeof context !== 'object' || Array.isArray(context)) return { ok: false, errorDetails: 'context must be an object.' };
  const { targetingKey } = context;
  if (targetingKey === undefined || targetingKey === null || targetingKey === '') return { ok: true, targetingKey: undefined };
  if (typeof targetingKey !== 'string') return { ok: false, errorDetails: 'context.targetingKey must be a string.' };
  return { ok: true, targetingKey };
}
