import { useId } from 'react';
import styles from './choice.module.css';

export interface ChoiceProps<T extends string> {
  legend: string;
  choices: readonly { value: T; label: string }[];
  value: T | undefined;
  error: string | null;
  onChange: (value: T) => void;
}

/**
 * A labelled radio group (native radios: arrow keys move, Space selects, the legend names the group).
 * An error marks and describes each radio rather than the fieldset: screen readers read a focused
 * control's description, not reliably its group's, so the radio that takes focus says what is wrong.
 */
export function Choice<T extends string>({ legend, choices, value, error, onChange }: ChoiceProps<T>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={styles.choice}>
          <input
            type="radio"
            name={id}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <span>{choice.label}</span>
        </label>
      ))}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

