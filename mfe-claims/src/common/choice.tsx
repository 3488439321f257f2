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
 * An error marks the group invalid and describes each radio: screen readers read a focused control's
 * description, not reliably its group's, so the radio that takes focus says what is wrong.
 */
export function Choice<T extends string>({ legend, choices, value, error, onChange }: ChoiceProps<T>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.choices} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={styles.choice}>
          <input
            type="radio"
            name={id}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
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

