/**
 * The member's plan ID cards (beyond the spec): the server shape and its app form, the fetcher, its query keys.
 */
export {
  type IdCard, type IdCardAddress, type IdCardRelationship, type IdCardServer, type IdCardsResponseServer, toIdCards, fetchIdCards,
  idCardQueryKeys,
} from './id-card';
export { idCardsPath } from '../member-api/id-card-paths';
export { idCardsQuerySchema } from './id-cards-request-schema';
export { KEPT_COPY_SAVED_AT } from './kept-copy';
