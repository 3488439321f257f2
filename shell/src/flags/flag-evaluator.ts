import type { FlagValues } from '@member/shared-contracts/flags';
import type { Logger } from '@member/shared-contracts/logging';
import { evaluateOfrepBulk, type OfrepAnswer } from './ofrep-bulk';
import { readVisitorFlags } from './visitor-flags';

export interface FlagEvaluatorOptions {
  fetchImplementation?: typeof fetch;
  /** A visitor evaluation already under way (the page's start asks before the shell renders); null: none. */
  visitorFlags?: Promise<FlagValues | null>;
  /**
   * The member's access token (the identity port's, as the member API's client uses): a member's flags
   * are personal, so the flag service evaluates them only for that member's own token.
   */
  bearerToken?: () => Promise<string | null>;
}

/** A member's evaluation context (targetingKey = the account id). */
export interface MemberFlagContext {
  targetingKey: string;
}

/**
 * Flags over OFREP, so production can point at any OFREP-compatible flag service. A member's flags are
 * one bulk evaluation with their context (`ofrep-bulk.ts`), the same call a signed-out visitor's flags
 * make with an empty one; no OpenFeature SDK (16.9 KiB gzip) loads.
 *
 * What the SDK's OFREP web provider did, as this app configured it (no polling, no change detection,
 * no local cache), and what stays: every `evaluate` asks the service; for the same member again (the
 * flags query refetching), the last ETag goes out as `If-None-Match` and a 304 keeps the last values;
 * another member (context change) starts without one. The 2-second timeout and the defaults on any
 * failure are `evaluateOfrepBulk`'s.
 */
export function createFlagEvaluator(flagsUrl: string, logger: Logger, { fetchImplementation, visitorFlags, bearerToken }: FlagEvaluatorOptions = {}) {
  let last: { targetingKey: string; answer: OfrepAnswer } | null = null;
  let earlyVisitorFlags = visitorFlags;

  /** Evaluate every flag for a member (targetingKey = account id). */
  async function evaluate(context: MemberFlagContext): Promise<FlagValues> {
    const previous = last?.targetingKey === context.targetingKey ? last.answer : undefined;
    // No token (it could not be read): the service refuses the member's context and the defaults apply.
    const token = bearerToken ? await bearerToken().catch(() => null) : null;
    const answer = await evaluateOfrepBulk({
      flagsUrl,
      context: { targetingKey: context.targetingKey },
      logger,
      bearerToken: token,
      ...(fetchImplementation ? { fetchImplementation } : {}),
      ...(previous ? { previous } : {}),
    });
    // Defaults after a failure are not remembered: the next evaluation asks afresh, unconditionally.
    last = answer.etag ? { targetingKey: context.targetingKey, answer } : null;
    return answer.flags;
  }

  return {
    evaluate,
    /**
     * A signed-out visitor's flags: the same bulk call with an empty context (visitor-flags.ts). The first
     * answer may be the one the page's start asked for already; every later evaluation asks afresh.
     */
    evaluateVisitor: async (): Promise<FlagValues> => {
      const early = earlyVisitorFlags;
      earlyVisitorFlags = undefined;
      return (await early) ?? readVisitorFlags(flagsUrl, logger, fetchImplementation);
    },
  };
}

export type FlagEvaluator = ReturnType<typeof createFlagEvaluator>;
