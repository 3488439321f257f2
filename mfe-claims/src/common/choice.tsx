import { useId } from 'react';
import styles from './choice.module.css';

export interface ChoiceProps<T extends string> {
  legend: string;
  choices: readonly { value: T; label: string }[];
  value: T | undefined;
  error: string | null;
  onChange: (value: T) => void;
}

/** A labelled radio group (native radios: arrow keys move, Space selects, the legend names the group). */
export function Choice<T extends string>({ legend, choices, value, error, onChange }: ChoiceProps<T>) {
  const id = useId();
  return (
    <fieldset className={styles.choices} aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={styles.choice}>
          <input type="radio" name={id} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} />
          <span>{choice.label}</span>
        </label>
      ))}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

