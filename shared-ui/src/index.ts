/**
 * @member/ui: the shared UI primitives of Member, shared by Module Federation as a singleton.
 * Every primitive is built on react-aria-components; every user-facing string arrives through props.
 */

// The ONE global stylesheet: CSS custom properties (design tokens) and zero-specificity body defaults.
import './tokens/tokens.css';
// The tokens' typed JavaScript mirror is the `@member/ui/tokens` entry: plain constants, bundled (and
// tree-shaken) by whichever app imports them, not loaded with this singleton on every page: each first
// load has a budget (scripts/lib/budgets.mjs).

export { VisuallyHidden } from './visually-hidden/visually-hidden';
export type { VisuallyHiddenProps } from './visually-hidden/visually-hidden';

export { Spinner } from './spinner/spinner';
export type { SpinnerProps } from './spinner/spinner';
export { LoadingState } from './spinner/loading-state';
export type { LoadingStateProps } from './spinner/loading-state';
export type { SpinnerSize } from './spinner/spinner-graphic';

export { Button } from './button/button';
export type { ButtonProps, ButtonVariant } from './button/button';

export { TextLink } from './link/text-link';
export type { TextLinkProps } from './link/text-link';
export { LinkButton } from './link/link-button';
export type { LinkButtonProps } from './link/link-button';
export { RouterProvider } from './link/router-provider';

export { TextField } from './text-field/text-field';
export type { TextFieldProps, TextFieldType } from './text-field/text-field';

export { Checkbox } from './checkbox/checkbox';
export type { CheckboxProps } from './checkbox/checkbox';

export { Form } from './form/form';
export type { FormProps } from './form/form';
/** After a refused submit, focus on the first field marked `aria-invalid` (WCAG 3.3.1). */
export { useFocusFirstInvalid } from './form/use-focus-first-invalid';

export { IconButton } from './icon-button/icon-button';
export type { IconButtonProps, IconButtonPlacement } from './icon-button/icon-button';

export { Banner } from './banner/banner';
export type { BannerProps, BannerTone, HeadingLevel } from './banner/banner';

export { PageTemplate } from './page-template/page-template';
export type { PageTemplateProps, PageBackButton } from './page-template/page-template';

export { FallbackState } from './fallback-state/fallback-state';
export type { FallbackStateProps } from './fallback-state/fallback-state';

/** Sets the locale (en-US / es-US) for react-aria's own formatting and built-in strings; wrap each React root. */
export { I18nProvider } from 'react-aria-components';

/** Empties react-aria's live announcer; the shell calls it when the route changes (see the file). */
export { clearAnnouncements } from './live-announcer/clear-announcements';
/** Says a message once through that announcer, politely by default, into a region that was there empty first. */
export { announce } from './live-announcer/announce';
