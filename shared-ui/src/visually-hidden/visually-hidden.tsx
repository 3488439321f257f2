/**
 * Hides content visually while keeping it in the accessibility tree (screen readers still read it).
 * Re-exported from react-aria-components so it uses inline styles and needs no stylesheet.
 */
export { VisuallyHidden } from 'react-aria-components';
export type { VisuallyHiddenProps } from 'react-aria-components';
