/**
 * Headers every member API call carries (access §7: "All calls send an application id (ui-member) and
 * version headers"). The spec does not name the headers; these names are our choice.
 */
export const APPLICATION_ID = 'ui-member';
/** Access §9 "App version 3.10.0". */
export const APP_VERSION = '3.10.0';
/** Access §3 analytics "distribution (web)". */
export const APP_DISTRIBUTION = 'web';

export const HEADER_NAMES = {
  applicationId: 'x-application-id',
  applicationVersion: 'x-application-version',
  applicationDistribution: 'x-application-distribution',
  authorization: 'authorization',
  contentType: 'content-type',
} as const;
