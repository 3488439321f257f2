import * as z from 'zod/mini';
import type { SsoTokens } from './amplify-token-storage';

/** The token endpoint's answer (OAuth 2.0 / Cognito `/oauth2/token`). */
const tokenResponseSchema = z.object({
  id_token: z.string().check(z.minLength(1)),
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.optional(z.string()),
  token_type: z.optional(z.string()),
  expires_in: z.optional(z.number()),
});

/** The tokens of a token-endpoint answer, or null when it is not one (access §8: "returns nothing"). */
export function parseSsoTokenResponse(body: unknown): SsoTokens | null {
  const parsed = tokenResponseSchema.safeParse(body);
  if (!parsed.success) return null;
  const { id_token, access_token, refresh_token } = parsed.data;
  return { idToken: id_token, accessToken: access_token, ...(refresh_token ? { refreshToken: refresh_token } : {}) };
}
