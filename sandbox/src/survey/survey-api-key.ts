import { timingSafeEqual } from 'node:crypto';

/**
 * The survey provider's API key: its recorded answers (free-text comments about a member's concierge
 * chat) are read only with it, as a real survey provider's response API needs the account's token.
 * `SURVEY_API_KEY` sets it; the sandbox default is for local and test runs, never a page: the app only
 * frames the survey and never reads answers.
 */
const SANDBOX_SURVEY_API_KEY = 'sandbox-survey-api-key';

export function surveyApiKeyFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.SURVEY_API_KEY || SANDBOX_SURVEY_API_KEY;
}

/** Whether an `Authorization` header carries the key as a bearer (compared in constant time). */
export function carriesSurveyApiKey(authorization: string | undefined, apiKey: string): boolean {
  const match = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization) : null;
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(apiKey);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
