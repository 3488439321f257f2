import { Button as RacButton } from 'react-aria-components';
import { CloseIcon } from '../internal/icons';
import styles from './icon-button.module.css';

const icons = { close: CloseIcon } as const;

export interface IconButtonProps {
  /** The icon shown (decorative, aria-hidden). */
  icon: keyof typeof icons;
  /** The accessible name (aria-label): the button has no visible text. */
  label: string;
  onPress: () => void;
}

/** A button that shows only an icon, with a full touch target (RAC Button: press, keyboard, focus ring). */
export function IconButton({ icon, label, onPress }: IconButtonProps) {
  const Icon = icons[icon];
  return (
    <RacButton aria-label={label} className={styles.iconButton} onPress={onPress}>
      <Icon />
    </RacButton>
  );
}
