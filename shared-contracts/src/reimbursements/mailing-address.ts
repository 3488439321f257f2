/** Features §3 "Address object": line1, line2, city, state, zipCode. Validated here once, for the browser and the sandbox. */
export interface MailingAddress {
  line1: string;
  line2: string;
  city: string;
  state: string;
  zipCode: string;
}

/** The 50 states, DC and the territories and military codes USPS mails to. */
export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME',
  'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI',
  'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'AS', 'GU', 'MP', 'PR', 'VI', 'AA', 'AE', 'AP',
] as const;
type UsStateCode = (typeof US_STATE_CODES)[number];

/** ZIP (5 digits) or ZIP+4 (5 digits, hyphen, 4 digits). */
const ZIP_CODE_PATTERN = /^\d{5}(?:-\d{4})?$/;

const ADDRESS_LINE_MAX = 100;
const ADDRESS_CITY_MAX = 50;

type AddressField = keyof MailingAddress;
/** Message keys (`validation.address.*`), translated by the remote; the sandbox answers them as its 400 message. */
export type AddressErrors = Partial<Record<AddressField, string>>;

function isUsStateCode(value: string): value is UsStateCode {
  return (US_STATE_CODES as readonly string[]).includes(value);
}

/** Each field's problem, by message key; empty when the address can be mailed to. */
export function mailingAddressErrors(address: MailingAddress): AddressErrors {
  const errors: AddressErrors = {};
  const line1 = address.line1.trim();
  if (line1 === '') errors.line1 = 'validation.address.line1Required';
  else if (line1.length > ADDRESS_LINE_MAX) errors.line1 = 'validation.address.tooLong';
  if (address.line2.trim().length > ADDRESS_LINE_MAX) errors.line2 = 'validation.address.tooLong';
  const city = address.city.trim();
  if (city === '') errors.city = 'validation.address.cityRequired';
  else if (city.length > ADDRESS_CITY_MAX) errors.city = 'validation.address.tooLong';
  if (!isUsStateCode(address.state)) errors.state = 'validation.address.stateInvalid';
  const zip = address.zipCode.trim();
  if (zip === '') errors.zipCode = 'validation.address.zipRequired';
  else if (!ZIP_CODE_PATTERN.test(zip)) errors.zipCode = 'validation.address.zipInvalid';
  return errors;
}

/** The address as it is stored: fields trimmed. */
export function normalizeMailingAddress(address: MailingAddress): MailingAddress {
  return {
    line1: address.line1.trim(),
    line2: address.line2.trim(),
    city: address.city.trim(),
    state: address.state.trim(),
    zipCode: address.zipCode.trim(),
  };
}

/** A JSON body's address, or null when it is not one (wrong shape: a string per field). */
export function asMailingAddress(value: unknown): MailingAddress | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const fields: AddressField[] = ['line1', 'line2', 'city', 'state', 'zipCode'];
  if (!fields.every((field) => typeof record[field] === 'string' || (field === 'line2' && record[field] === undefined))) return null;
  return {
    line1: record.line1 as string,
    line2: (record.line2 as string | undefined) ?? '',
    city: record.city as string,
    state: record.state as string,
    zipCode: record.zipCode as string,
  };
}
