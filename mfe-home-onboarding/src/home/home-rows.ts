import { contentImage, contentText, linkedContentType, linkedEntryId, linkedFields, parseTypography, type ContentImage, type Typography } from '@member/shared-contracts/content';
import { type ContentEntry } from '@member/shared-contracts/mount';

/** The content-managed rows of /home: a userFlow `homeScreen` (variant `default`) of styledText and layoutRow steps. */
export const HOME_FLOW_KEY = 'homeScreen';
export const HOME_FLOW_VARIANT = 'default';

export type HomeRow =
  | { kind: 'styledText'; id: string; text: string; typography: Typography }
  | { kind: 'layoutRow'; id: string; title: string; description: string; image: ContentImage | null };

function toRow(step: unknown, position: number): HomeRow | null {
  const fields = linkedFields(step);
  if (!fields) return null;
  const id = linkedEntryId(step) ?? `row-${position}`;
  const type = linkedContentType(step) ?? (fields.stringValue !== undefined ? 'styledText' : 'layoutRow');
  if (type === 'styledText') {
    const text = contentText(fields.stringValue);
    // §5: the variant names the typography; anything else falls back to base.regular (parseTypography).
    return text ? { kind: 'styledText', id, text, typography: parseTypography(fields.variant) } : null;
  }
  if (type === 'layoutRow') {
    const title = contentText(fields.title);
    const description = contentText(fields.description);
    return title && description ? { kind: 'layoutRow', id, title, description, image: contentImage(fields.image) } : null;
  }
  return null;
}

/** The flow's steps as rows, in order; steps that did not resolve, of another type, or without their text are left out. */
export function toHomeRows(entry: ContentEntry): HomeRow[] {
  const steps = Array.isArray(entry.fields.steps) ? entry.fields.steps : [];
  return steps.map(toRow).filter((row): row is HomeRow => row !== null);
}
