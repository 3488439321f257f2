/**
 * The net-promoter survey (the `showNpsSurvey` flag): it runs in a frame from the provider's origin
 * (`services.json` `surveyOrigin`). A completion message is accepted only from exactly that origin and
 * only in the expected shape; anything else is ignored.
 */
export const NPS_SURVEY_MESSAGE_TYPE = 'member-nps-survey';
/** Decision: offer the survey at most once every 90 days (per device), after a closed conversation. */
const NPS_SURVEY_PERIOD_MS = 90 * 24 * 60 * 60 * 1000;

interface NpsSurveyCompletion {
  type: typeof NPS_SURVEY_MESSAGE_TYPE;
  status: 'completed';
  score: number;
}

export function isNpsSurveyCompletion(event: { origin: string; data: unknown }, surveyOrigin: string | null | undefined): event is { origin: string; data: NpsSurveyCompletion } {
  if (!surveyOrigin || event.origin !== surveyOrigin) return false;
  const data = event.data as Partial<NpsSurveyCompletion> | null;
  return (
    typeof data === 'object' && data !== null && data.type === NPS_SURVEY_MESSAGE_TYPE && data.status === 'completed' &&
    typeof data.score === 'number' && Number.isInteger(data.score) && data.score >= 0 && data.score <= 10
  );
}

/** Whether the survey may be offered now, given when it was last offered (or answered, or dismissed). */
export function mayOfferNpsSurvey(lastOfferedAt: string | null, now: Date): boolean {
  if (!lastOfferedAt) return true;
  const last = Date.parse(lastOfferedAt);
  return Number.isNaN(last) || now.getTime() - last >= NPS_SURVEY_PERIOD_MS;
}
