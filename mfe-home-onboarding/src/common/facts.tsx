import type { ReactNode } from 'react';
import styles from './facts.module.css';

/** A list of labelled figures (`<dl>`), laid out as a responsive grid. */
export function Facts({ children, emphasis = false }: { children: ReactNode; emphasis?: boolean }) {
  return <dl className={emphasis ? `${styles.facts} ${styles.emphasis}` : styles.facts}>{children}</dl>;
}

/** One figure: its label (`<dt>`) and value (`<dd>`), kept together for the grid. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
