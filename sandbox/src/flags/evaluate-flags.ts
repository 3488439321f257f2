import { FLAG_KEYS, resolveFlags, type FlagKey, type FlagValues } from '@member/shared-contracts/flags';
import { SANDBOX_FLAGS } from '../seed/sandbox-flags';
import type { Persona } from '../seed/seed-types';
import type { FlagOverrides } from './flag-overrides';

/** Where an evaluated value came from. */
type FlagSource = 'default' | 'sandbox' | 'persona' | 'override';

/** One flag of an OFREP success answer (`EvaluationSuccessResponse`). */
export interface EvaluatedFlag {
  key: FlagKey;
  value: FlagValues[FlagKey];
  reason: 'STATIC' | 'TARGETING_MATCH';
  variant: string;
  metadata: { source: FlagSource };
}

const variantOf = (value: unknown) => (typeof value === 'boolean' ? (value ? 'on' : 'off') : String(value));

/** Whether shared-contracts' resolveFlags accepts the value for the key (known key, right type, known value). */
const isAccepted = (key: FlagKey, values: Record<string, unknown>) => key in values && resolveFlags({ [key]: values[key] })[key] === values[key];

/**
 * Values for a context: FLAG_DEFAULTS, overridden by the sandbox-wide SANDBOX_FLAGS, by the persona's
 * `flags` (targetingKey = account id), by test-control overrides. resolveFlags drops unknown keys and
 * values of the wrong type, so a bad override never reaches the app.
 */
export function evaluateFlags(targetingKey: string | undefined, personas: readonly Persona[], overrides: FlagOverrides): EvaluatedFlag[] {
  const personaFlags = (targetingKey && personas.find((persona) => persona.account.accountId === targetingKey)?.flags) || {};
  const overrideFlags = overrides.forContext(targetingKey);
  const defaults = resolveFlags({});
  return FLAG_KEYS.map((key) => {
    const source: FlagSource = isAccepted(key, overrideFlags) ? 'override' : isAccepted(key, personaFlags) ? 'persona' : isAccepted(key, SANDBOX_FLAGS) ? 'sandbox' : 'default';
    const value = { override: overrideFlags, persona: personaFlags, sandbox: SANDBOX_FLAGS, default: defaults }[source][key] as FlagValues[FlagKey];
    return { key, value, reason: source === 'default' || source === 'sandbox' ? 'STATIC' : 'TARGETING_MATCH', variant: variantOf(value), metadata: { source } };
  });
}
