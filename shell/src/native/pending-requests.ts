import type { NativeIncomingMessage } from '@member/shared-contracts/native';

type Answer = Extract<NativeIncomingMessage, { requestId: string }>;

export class NativeRequestError extends Error {
  constructor(readonly reason: 'timeout' | 'malformed' | 'nativeError' | 'unexpected') {
    super(`native request failed: ${reason}`);
    this.name = 'NativeRequestError';
  }
}

interface Pending {
  expects: Answer['type'];
  resolve(answer: Answer): void;
  reject(error: NativeRequestError): void;
  timer: ReturnType<typeof setTimeout>;
}

/** Requests to the native shell waiting for their answer (matched by `requestId`), each with a time limit. */
export function createPendingRequests(newId: () => string = () => crypto.randomUUID()) {
  const pending = new Map<string, Pending>();

  function settle(requestId: string): Pending | undefined {
    const entry = pending.get(requestId);
    if (!entry) return undefined;
    pending.delete(requestId);
    clearTimeout(entry.timer);
    return entry;
  }

  return {
    /** A new request id and the promise of its answer of type `expects`. */
    open<T extends Answer['type']>(expects: T, timeoutMs: number): { requestId: string; answer: Promise<Extract<Answer, { type: T }>> } {
      const requestId = newId();
      const answer = new Promise<Extract<Answer, { type: T }>>((resolve, reject) => {
        const timer = setTimeout(() => settle(requestId)?.reject(new NativeRequestError('timeout')), timeoutMs);
        pending.set(requestId, { expects, resolve: resolve as (answer: Answer) => void, reject, timer });
      });
      return { requestId, answer };
    },
    /** Delivers an answer; false when no request waits for it. */
    answer(message: Answer): boolean {
      const entry = settle(message.requestId);
      if (!entry) return false;
      if (message.type === 'nativeError') entry.reject(new NativeRequestError('nativeError'));
      else if (message.type !== entry.expects) entry.reject(new NativeRequestError('unexpected'));
      else entry.resolve(message);
      return true;
    },
    /** A malformed answer to a waiting request fails it. */
    fail(requestId: string, reason: NativeRequestError['reason']): boolean {
      const entry = settle(requestId);
      entry?.reject(new NativeRequestError(reason));
      return Boolean(entry);
    },
  };
}
