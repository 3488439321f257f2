/**
 * The content client (member-features §3, §5, §7): the Content Delivery API client, its query parameters,
 * errors, cache and result shapes, and the content a page reads (application strings, info and incentive pages,
 * typography).
 */
export {
  type ApplicationStringFields, APPLICATION_STRING_TYPES, applicationStringClientOrgIds,
  type ApplicationStrings, mergeApplicationStrings,
} from './application-strings';
export { type ContentCache, createContentCache } from './content-cache';
export {  CONTENT_TYPES } from './content-constants';
export {
  type ContentDeliveryQuery, type ContentDeliveryCollection, type ContentDeliveryClient,
  createContentDeliveryClient,
} from './content-delivery-client';
export { ContentError } from './content-errors';
export { IMAGE_MAX_WIDTH_PX, IMAGE_WIDTH_PARAM, scaledImageSources } from './image-scales';
export { contentQueryParams, contentQueryKey } from './content-query-params';
export { type DeliveredCollection, entriesOf, singleEntryOf } from './content-results';
export {
  INCENTIVE_OVERVIEW_CONTEXT, benefitAccessContext, incentiveInfoContext,
} from './incentive-pages';
export { type InfoPageFields, infoRouteOf, type InfoPageAudience, chooseInfoPage, infoPageLinks } from './info-pages';
export {
  contentText, linkedFields, linkedEntryId, linkedContentType, type ContentImage, contentImage,
} from './linked-entries';
export { type Typography, parseTypography } from './typography';
export { infoPageEntriesQuery } from './info-pages';
