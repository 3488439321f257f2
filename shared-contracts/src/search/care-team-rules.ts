import type { CareTeam } from './provider-types';

/**
 * The most providers a member keeps in the care team besides the primary care provider. The spec sets no
 * number; a care team is the handful of providers a member sees, so 20 leaves room while keeping the care
 * team page and every provider answer (which checks membership) small. The member API refuses a 21st
 * (422 `validation.careTeam.full`); the app says so before it asks.
 */
export const CARE_TEAM_SAVED_MAX = 20;

export const CARE_TEAM_FULL_MESSAGE = 'validation.careTeam.full';

export const isCareTeamFull = (team: Pick<CareTeam, 'saved'>): boolean => team.saved.length >= CARE_TEAM_SAVED_MAX;
