import { VisuallyHidden } from '@member/ui';
import styles from './search.module.css';

interface ResultCountStatusProps {
  /** The visible count of the results on screen ("Showing 1–10 of 45 providers near …"), or null. */
  count: string | null;
  /** Said but not shown (the page already shows it as a heading), e.g. "No providers found"; or null. */
  spokenOnly?: string | null;
}

/**
 * The search's one polite live region (WCAG 4.1.3 Status Messages). It is in the page, empty, from the
 * first render and keeps its place while searches come and go: a screen reader only reads a live region
 * that already existed when its text changed, so the count is heard once per search while focus stays
 * in the form.
 */
export function ResultCountStatus({ count, spokenOnly = null }: ResultCountStatusProps) {
  return (
    <p role="status" className={count ? styles.note : undefined}>
      {count}
      {spokenOnly && <VisuallyHidden elementType="span">{spokenOnly}</VisuallyHidden>}
    </p>
  );
}
