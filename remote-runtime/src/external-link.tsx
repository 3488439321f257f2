import type { MouseEvent } from 'react';
import { useTranslation } from '@member/i18n';
import { TextLink, type TextLinkProps } from '@member/ui';
import { addPartStrings } from './part-strings';
import { useRemoteProps } from './remote-props-context';
import enUS from './locales/en-US.external-link.json';
import esUS from './locales/es-US.external-link.json';

export type ExternalLinkProps = Omit<TextLinkProps, 'target' | 'rel' | 'onClick'>;

/**
 * A link to another site (directions, an attachment's file). In a browser it opens a new tab, as any
 * external link; inside the native shell a web view has no tabs, so the native in-app browser opens it
 * (access §1 "The native shell provides … an in-app browser") and the member returns to the same screen.
 * Its name ends with where it opens, so a member knows before pressing it that they leave the screen.
 * The two strings travel with the remotes that show such a link, not with the first load.
 */
export function ExternalLink({ href, children, ...rest }: ExternalLinkProps) {
  const { native, i18n } = useRemoteProps();
  addPartStrings(i18n, 'common:externalLink', 'common', { 'en-US': enUS, 'es-US': esUS });
  const { t } = useTranslation('common');
  const openInApp = native.isNative
    ? (event: MouseEvent) => {
        event.preventDefault();
        native.openInAppBrowser(href);
      }
    : undefined;
  return (
    <TextLink {...rest} href={href} target="_blank" rel="noopener noreferrer" {...(openInApp ? { onClick: openInApp } : {})}>
      {children} {t(native.isNative ? 'externalLink.opensInAppBrowser' : 'externalLink.opensInNewTab')}
    </TextLink>
  );
}
