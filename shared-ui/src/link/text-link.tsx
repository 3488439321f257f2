import type { ReactNode, Ref } from 'react';
import { Link as RacLink, type LinkProps as RacLinkProps } from 'react-aria-components';
import { classNames } from '../internal/class-names';
import styles from './link.module.css';

export interface TextLinkProps extends Omit<RacLinkProps, 'children' | 'className' | 'style' | 'render'> {
  children: ReactNode;
  /**
   * Where the link goes. In-app paths (e.g. "/claims") go through the router that the consumer registers with
   * `<RouterProvider navigate={...} useHref={...}>` (exported by this package); without one they are plain
   * browser navigations. Links with `target="_blank"` or modifier keys always behave natively.
   */
  href: string;
  /** `inline` (default): underlined, inherits font size; `standalone`: bolder, for links on their own line. */
  appearance?: 'inline' | 'standalone';
  className?: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A text link (RAC Link): real `<a href>`, keyboard and focus ring, client-side routing via RouterProvider. */
export function TextLink({ children, appearance = 'inline', className, ...rest }: TextLinkProps) {
  return (
    <RacLink {...rest} className={classNames(styles.textLink, styles[appearance], className)}>
      {children}
    </RacLink>
  );
}
