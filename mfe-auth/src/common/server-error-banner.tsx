import { useTranslation } from '@member/i18n';
import { FocusedErrorBanner } from './focused-error-banner';

/** A failure the identity service explained: its message, shown once per attempt (`id` changes). */
export interface ServerError {
  message: string;
  id: number;
}

/**
 * The banner of a challenge step (MFA code, new password) when the identity service answered with an
 * error of its own (access §8 "unknown shows the server message"): the generic heading, the server's
 * message or, when it sent none, the generic body.
 */
export function ServerErrorBanner({ error }: { error: ServerError | null }) {
  const { t } = useTranslation('mfe_auth');
  if (!error) return null;
  return <FocusedErrorBanner heading={t('errors.generic.heading')} body={error.message || t('errors.generic.body')} focusKey={error.id} />;
}
