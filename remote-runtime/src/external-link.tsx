import type { MouseEvent } from 'react';
import { TextLink, type TextLinkProps } from '@member/ui';
import { useRemoteProps } from './remote-props-context';

export type ExternalLinkProps = Omit<TextLinkProps, 'target' | 'rel' | 'onClick'>;

/**
 * A link to another site (directions, an attachment's file). In a browser it opens a new tab, as any
 * external link; inside the native shell a web view has no tabs, so the native in-app browser opens it
 * (access §1 "The native shell provides … an in-app browser") and the member returns to the same screen.
 */
export function ExternalLink({ href, children, ...rest }: ExternalLinkProps) {
  const { native } = useRemoteProps();
  const openInApp = native.isNative
    ? (event: MouseEvent) => {
        event.preventDefault();
        native.openInAppBrowser(href);
      }
    : undefined;
  return (
    <TextLink {...rest} href={href} target="_blank" rel="noopener noreferrer" {...(openInApp ? { onClick: openInApp } : {})}>
      {children}
    </TextLink>
  );
}
