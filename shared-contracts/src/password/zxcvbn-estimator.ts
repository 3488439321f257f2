import type { PasswordStrengthEstimator, PasswordStrengthScore } from './password-strength';

/**
 * The real strength estimator of access §5: zxcvbn (its maintained TypeScript port, @zxcvbn-ts) with the
 * common and English dictionaries. The dictionaries are large (a few MB unpacked), so they are imported
 * lazily — webpack splits them into one `password-strength` chunk, downloaded only when a screen with a
 * password field calls this — and loaded at most once per page.
 */
let loading: Promise<PasswordStrengthEstimator> | undefined;

export function loadPasswordStrengthEstimator(): Promise<PasswordStrengthEstimator> {
  loading ??= createEstimator().catch((error: unknown) => {
    loading = undefined; // a failed download may be retried by the next password field
    throw error;
  });
  return loading;
}

async function createEstimator(): Promise<PasswordStrengthEstimator> {
  const [{ ZxcvbnFactory }, common, english] = await Promise.all([
    import(/* webpackChunkName: "password-strength" */ '@zxcvbn-ts/core'),
    import(/* webpackChunkName: "password-strength" */ '@zxcvbn-ts/language-common'),
    import(/* webpackChunkName: "password-strength" */ '@zxcvbn-ts/language-en'),
  ]);
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return (password, disallowedWords) => zxcvbn.check(password, [...disallowedWords]).score as PasswordStrengthScore;
}
