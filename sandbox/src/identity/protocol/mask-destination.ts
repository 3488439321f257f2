/**
 * Where a code went, masked as Cognito shows it in CodeDeliveryDetails / CODE_DELIVERY_DESTINATION:
 * "+*******0107" for a phone, "h***@e***" for an email.
 */
export function maskPhoneNumber(phoneNumber: string): string {
  const visible = phoneNumber.slice(-4);
  return `+${'*'.repeat(Math.max(phoneNumber.length - 5, 0))}${visible}`;
}

export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.charAt(0)}***@${domain.charAt(0)}***`;
}
