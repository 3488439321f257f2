import { TextLink } from '@member/ui';
import styles from './settings-link-list.module.css';

export interface SettingsLink {
  href: string;
  label: string;
  /** One line under the link: what is there, or the current state (e.g. "On"). */
  description?: string;
}

/** A labelled list of links to settings pages, each with an optional line of description. */
export function SettingsLinkList({ label, links }: { label: string; links: readonly SettingsLink[] }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {links.map(({ href, label: linkLabel, description }) => (
          <li key={href} className={styles.item}>
            <TextLink href={href} appearance="standalone">
              {linkLabel}
            </TextLink>
            {description && <p className={styles.description}>{description}</p>}
          </li>
        ))}
      </ul>
    </nav>
  );
}
