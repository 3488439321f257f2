import type { ReactNode, Ref } from 'react';
import { Link as RacLink, type LinkProps as RacLinkProps } from 'react-aria-components';
import { classNames } from '../internal/class-names';
import buttonStyles from '../button/button.module.css';

export interface LinkButtonProps extends Omit<RacLinkProps, 'children' | 'className' | 'style' | 'render'> {
  children: ReactNode;
  /** Destination; routed like `TextLink` (see RouterProvider). */
  href: string;
  /** Same look as `Button`'s variants. */
  variant?: 'primary' | 'secondary';
  isFullWidth?: boolean;
  className?: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** Navigation that looks like a button: it is a link (`<a href>`, role "link"), so it opens in a new tab, etc. */
export function LinkButton({ children, variant = 'primary', isFullWidth = false, className, ...rest }: LinkButtonProps) {
  return (
    <RacLink
      {...rest}
      className={classNames(buttonStyles.button, buttonStyles[variant], isFullWidth && buttonStyles.fullWidth, className)}
    >
      {children}
    </RacLink>
  );
}
