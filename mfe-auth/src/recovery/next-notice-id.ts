let sequence = 0;

/** A new id for every notice, so a repeated failure is focused and announced again. */
export function nextNoticeId(): number {
  sequence += 1;
  return sequence;
}
