import type { FastifyRequest } from 'fastify';
import { CONTROL_CHARACTER_MESSAGE, escapeControlCharacters, findControlCharacter } from '@member/shared-contracts/field-rules';
import { ApiError } from './api-error';

/**
 * preValidation hook for every route (a NUL byte in `PATCH /account/{id}` or a device's
 * `fcmToken` reached PostgreSQL and answered 500): a path parameter, query value or JSON body that holds a
 * control character (shared-contracts FORBIDDEN_CONTROL_CHARACTER: NUL, the other C0 controls but tab / LF
 * / CR, DEL, C1, U+2028/9) is answered 400 with where it was found. Tab / LF / CR are left to the
 * schemas (a log message may span lines; one-line fields refuse them by pattern).
 */
export async function rejectControlCharacters(request: FastifyRequest): Promise<void> {
  for (const [part, value] of [['path', request.params], ['query', request.query], ['body', request.body]] as const) {
    const found = findControlCharacter(value);
    if (found !== null) throw new ApiError(400, `${CONTROL_CHARACTER_MESSAGE} (${part}: ${escapeControlCharacters(found)})`);
  }
}
