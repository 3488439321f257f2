/**
 * CodeDeliveryDetails, as Cognito answers them when a code is sent.
 */
import type { SentCode } from '../store/code-ledger';
import { maskEmail, maskPhoneNumber } from './mask-destination';

export interface CodeDeliveryDetails {
  Destination: string;
  DeliveryMedium: 'SMS' | 'EMAIL';
  AttributeName: 'email' | 'phone_number';
}

export function codeDeliveryDetails(sent: Pick<SentCode, 'deliveryMedium' | 'attributeName'>, destination: string): CodeDeliveryDetails {
  return {
    Destination: sent.deliveryMedium === 'SMS' ? maskPhoneNumber(destination) : maskEmail(destination),
    DeliveryMedium: sent.deliveryMedium,
    AttributeName: sent.attributeName,
  };
}
