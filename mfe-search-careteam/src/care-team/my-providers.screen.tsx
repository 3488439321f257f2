import { useTranslation } from '@member/i18n';
import { useParams } from '@member/router';
import { MemberPage } from '@member/remote-runtime';
import { SavedProviders } from './saved-providers';
import { ProviderDetails } from '../common/provider-details';

/** `/providers` (ACCOUNT_MANAGEMENT + SEARCH + myProvidersUX; features §2, access §6): the member's providers, editable. */
export function ProvidersScreen() {
  const { t } = useTranslation('mfe_search_careteam');
  return (
    <MemberPage heading={t('providers.heading')}>
      <SavedProviders hrefOf={(id) => `/providers/${encodeURIComponent(id)}`} />
    </MemberPage>
  );
}

/** `/providers/{providerId}`: one of them. */
export function MyProviderScreen() {
  const { providerId = '' } = useParams();
  return <ProviderDetails providerId={providerId} />;
}
