import { useEffect } from 'react';
import { useTranslation } from '@member/i18n';
import { PageTemplate, type PageTemplateProps } from '@member/ui';
import { memberPageHidesGlobalNavigation } from '@member/shared-contracts/routes';
import { useRemoteProps } from './remote-props-context';

export interface MemberPageProps extends Omit<PageTemplateProps, 'backButton'> {
  /** Required heading text: the page's h1. */
  heading: string;
  /** Keep the global navigation on a page that is not a tab root. */
  forceGlobalNavigation?: boolean;
  /** The back button shows by default; a tab root may leave it out. */
  hideBackButton?: boolean;
}

/**
 * The member page template (access §2.9): "requires heading text and shows a back button; hides global
 * navigation unless the page is a tab root or forced". Back follows the host's rule (tab history, else
 * browser back, else `/`); the host shows the global navigation again when the route changes.
 */
export function MemberPage({ heading, forceGlobalNavigation = false, hideBackButton = false, children, ...rest }: MemberPageProps) {
  const { t } = useTranslation('common');
  const { location, navigation, layout } = useRemoteProps();
  const hide = memberPageHidesGlobalNavigation(location.pathname, forceGlobalNavigation);
  const { setGlobalNavigationHidden } = layout;

  useEffect(() => {
    if (hide) setGlobalNavigationHidden(true);
  }, [hide, location.pathname, setGlobalNavigationHidden]);

  if (heading.trim() === '') throw new Error('MemberPage requires heading text');
  return (
    <PageTemplate heading={heading} backButton={hideBackButton ? undefined : { label: t('memberPage.back'), onPress: navigation.goBack }} {...rest}>
      {children}
    </PageTemplate>
  );
}
