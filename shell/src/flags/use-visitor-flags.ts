import { useEffect, useSyncExternalStore } from 'react';
import type { FlagValues } from '@member/shared-contracts/flags';
import type { FlagEvaluator } from './flag-evaluator';

interface VisitorFlagsResource {
  flags: FlagValues | undefined;
  asked: boolean;
  listeners: Set<() => void>;
}

/** One resource per evaluator (one per page; each test has its own). */
const resources = new WeakMap<FlagEvaluator, VisitorFlagsResource>();

function resourceOf(evaluator: FlagEvaluator): VisitorFlagsResource {
  let resource = resources.get(evaluator);
  if (!resource) {
    resource = { flags: undefined, asked: false, listeners: new Set() };
    resources.set(evaluator, resource);
  }
  return resource;
}

/** Asks once; every reader hears the answer. */
function askOnce(evaluator: FlagEvaluator, resource: VisitorFlagsResource): void {
  if (resource.asked) return;
  resource.asked = true;
  evaluator.evaluateVisitor().then(
    (answered) => {
      resource.flags = answered;
      for (const listener of resource.listeners) listener();
    },
    () => undefined,
  );
}

/**
 * A signed-out visitor's flags (the sign-in screen's single sign-on buttons): asked once per page, the
 * first time any component wants them, and shared by every reader. Undefined until they answer (every
 * flag has its default meanwhile) or when they fail. A plain resource rather than a query: signed-out
 * pages load no query library.
 */
export function useVisitorFlags(evaluator: FlagEvaluator, wanted: boolean): FlagValues | undefined {
  const resource = resourceOf(evaluator);
  const flags = useSyncExternalStore(
    (listener) => {
      resource.listeners.add(listener);
      return () => resource.listeners.delete(listener);
    },
    () => resource.flags,
  );
  useEffect(() => {
    if (wanted) askOnce(evaluator, resourceOf(evaluator));
  }, [evaluator, wanted]);
  return flags;
}
