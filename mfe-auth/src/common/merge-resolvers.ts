import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * One react-hook-form resolver from several (each one a shared-contracts schema over some of the
 * fields), so a form can reuse existing rules without writing a combined schema: every resolver sees the
 * whole values, the errors are merged, and the values are valid only when every resolver accepts them.
 */
export function mergeResolvers<Values extends FieldValues>(...resolvers: Resolver<Values>[]): Resolver<Values> {
  return async (values, context, options) => {
    const results = await Promise.all(resolvers.map((resolve) => resolve(values, context, options)));
    const errors = results.reduce<FieldErrors<Values>>((all, result) => ({ ...all, ...result.errors }), {});
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: results.reduce((all, result) => ({ ...all, ...result.values }), {} as Values), errors: {} };
  };
}
