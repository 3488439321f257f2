/** The identity service stores phones in E.164; member phones are 10-digit US numbers (access §5). */
export function toE164(tenDigits: string): string {
  return `+1${tenDigits}`;
}
