/** What a keyboard can reach inside a field that is not itself focusable (a fieldset of radios). */
const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Moves focus to the first field of `container`, in document order, marked `aria-invalid="true"`: the
 * field itself, or, when the mark is on a group (a fieldset), the control in it that Tab would reach.
 * Focusing the field makes a screen reader read its label and then its error (the field's accessible
 * description), and puts the member where the fix is: WCAG 3.3.1 (the error is identified and described
 * in text) and 2.4.3 (focus order follows the task).
 */
export function focusFirstInvalid(container: ParentNode | null): void {
  const marked = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!marked) return;
  // In a group, where Tab would land: its checked radio, else its first control.
  const target = marked.matches(FOCUSABLE) ? marked : (marked.querySelector<HTMLElement>('input:checked') ?? marked.querySelector<HTMLElement>(FOCUSABLE));
  target?.focus();
}
