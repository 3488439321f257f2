import { FLAG_KEYS, resolveFlags, type FlagKey, type FlagValues } from '@member/shared-contracts/flags';
import type { Persona } from '../seed/seed-types';
import type { FlagOverrides } from './flag-overrides';

/** Where an evaluated value came from. */
type FlagSource = 'default' | 'persona' | 'override';

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
 * Values for a context: FLAG_DEFAULTS, overridden by the persona's `flags` (targetingKey = account id),
 * overridden by test-control overrides. resolveFlags drops unknown keys and values of the wrong type,
 * so a bad override never reaches the app.
 */
export function evaluateFlags(targetingKey: string | undefined, personas: readonly Persona[], overrides: FlagOverrides): EvaluatedFlag[] {
  const personaFlags = (targetingKey && personas.find((persona) => persona.account.accountId === targetingKey)?.flags) || {};
  const overrideFlags = overrides.forContext(targetingKey);
  const defaults = resolveFlags({});
  return FLAG_KEYS.map((key) => {
    const source: FlagSource = isAccepted(key, overrideFlags) ? 'override' : isAccepted(key, personaFlags) ? 'persona' : 'default';
    const value = (source === 'override' ? overrideFlags[key] : source === 'persona' ? personaFlags[key] : defaults[key]) as FlagValues[FlagKey];
    return { key, value, reason: source === 'default' ? 'STATIC' : 'TARGETING_MATCH', variant: variantOf(value), metadata: { source } };
  });
}
