import type { ContentVariant } from '@member/shared-contracts/features';
import type { StoredEntry } from '../content-model';
import { DEFAULT_CLIENT_ORG_ID } from './application-strings';
import { CONTENT_TYPE_IDS } from './content-types';
import { bilingual, same, seedEntry } from './seed-helpers';

type Pair = [english: string, spanish: string];

/**
 * An infoPage entry. `context` names the page (`faq`, `terms-of-service`, `privacy-policy`, ...; the
 * `/info/{context}` route segment) and `variant` the text variant chosen by the account's product
 * features (shared-contracts `contentVariantFor`: DEFAULT, HRA, SEARCH, ...). `sys.id` is
 * `infoPage.<context>.<variant>`.
 */
export function infoPage(context: string, variant: ContentVariant, rank: number, copy: { title: Pair; linkText: Pair; content: Pair }, clientOrgId = DEFAULT_CLIENT_ORG_ID): StoredEntry {
  return seedEntry(`infoPage.${context}.${variant}`, CONTENT_TYPE_IDS.infoPage, {
    context: same(context),
    variant: same(variant),
    rank: same(rank),
    clientOrgId: same(clientOrgId),
    title: bilingual(...copy.title),
    linkText: bilingual(...copy.linkText),
    content: bilingual(...copy.content),
  });
}
