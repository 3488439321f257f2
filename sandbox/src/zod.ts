/**
 * zod for the sandbox: the functional `zod/mini` API (as shared-contracts uses), with zod's English issue
 * messages. Classic `zod` registered them by itself; `zod/mini` does not, and the sandbox's answers carry
 * the messages (422 `issues`, InvalidParameterException "failed to satisfy constraint: …"), so they stay
 * as they were. Every sandbox module that validates imports `z` from here, which sets the locale first.
 */
import { z } from 'zod/mini';

z.config(z.locales.en());

export { z };
