import { Button as RacButton } from 'react-aria-components';
import { CloseIcon } from '../internal/icons';
import styles from './icon-button.module.css';

const icons = { close: CloseIcon } as const;

/** `corner`: a banner's or dialog's top corner; `field`: inside a text field's control. */
export type IconButtonPlacement = 'corner' | 'field';

export interface IconButtonProps {
  /** The icon shown (decorative, aria-hidden). */
  icon: keyof typeof icons;
  /** The accessible name (aria-label): the button has no visible text. */
  label: string;
  onPress: () => void;
  placement?: IconButtonPlacement;
}

/**
 * The look of an icon-only button for a RAC button of another kind (the text field's reveal toggle).
 * The placement is a data attribute, not a class: one class name less in the JavaScript of every page.
 */
export const iconButtonClassName = styles.iconButton;

/** A button that shows only an icon, with a full touch target (RAC Button: press, keyboard, focus ring). */
export function IconButton({ icon, label, onPress, placement = 'corner' }: IconButtonProps) {
  const Icon = icons[icon];
  return (
    <RacButton aria-label={label} className={iconButtonClassName} data-placement={placement} onPress={onPress}>
      <Icon />
    </RacButton>
  );
}
