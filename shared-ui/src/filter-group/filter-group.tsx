import type { ReactNode } from 'react';
import styles from './filter-group.module.css';

export interface FilterGroupProps {
  /** The group's visible name (`<legend>`), read with each control inside it. */
  legend: string;
  /** The filters: `SelectField`s and other controls, laid out in one wrapping row. */
  children: ReactNode;
}

/**
 * A row of filters under one legend (a `<fieldset>`), as the claims list and provider search show them:
 * the controls wrap onto new lines on a narrow screen instead of pushing the page sideways. Each
 * caller sizes its own controls (`className` on the SelectField).
 */
export function FilterGroup({ legend, children }: FilterGroupProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
