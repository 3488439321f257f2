import type { ReactNode } from 'react';
import styles from './table-scroll-region.module.css';

export interface TableScrollRegionProps {
  /** The id the heading gets; the table can name itself with it too (`aria-labelledby`). */
  headingId: string;
  heading: string;
  /** The `<table>`. */
  children: ReactNode;
}

/**
 * A data table under its heading that scrolls sideways inside its own box when it is wider than the
 * screen: WCAG 1.4.10 lets a data table keep its rows and columns, but the page itself must not scroll
 * sideways (the line items were 368–405 px wide at 320 px). The box is a region named by the heading and
 * takes focus, so a keyboard user reaches it and scrolls it with the arrow keys (2.1.1), and sees the focus
 * ring on it (2.4.7). A list on narrow screens would lose the column headers a screen reader reads with
 * each amount; scrolling keeps one markup and the table's semantics.
 */
export function TableScrollRegion({ headingId, heading, children }: TableScrollRegionProps) {
  return (
    <>
      <h2 id={headingId}>{heading}</h2>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard (WCAG 2.1.1, axe scrollable-region-focusable) */}
      <div role="region" aria-labelledby={headingId} tabIndex={0} className={styles.region}>
        {children}
      </div>
    </>
  );
}
