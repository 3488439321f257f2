import { personas } from '../../sandbox/src/seed/personas';

/**
 * Every demo member's personal data, in the forms it could leak: email, first and last name (whole
 * words, as seeded), date of birth (ISO and US forms), phone (E.164, 10 digits, (###) ###-####).
 * The 4-digit identification code is left out: four digits match timestamps and counters by chance.
 */
interface PersonalDatum {
  member: string;
  kind: 'email' | 'name' | 'date of birth' | 'phone';
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const word = (text: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(text)}(?![\\p{L}\\p{N}])`, 'u');

const PERSONAL_DATA: readonly PersonalDatum[] = personas.flatMap((persona) => {
  const member = persona.email;
  const [year, month, day] = persona.dateOfBirth.split('-');
  const national = persona.phoneNumber.replace(/^\+1/, '');
  return [
    { member, kind: 'email', pattern: new RegExp(escape(persona.email), 'i') },
    // URL-encoded too: an email in a query string appears as maria%40example.com.
    { member, kind: 'email', pattern: new RegExp(escape(encodeURIComponent(persona.email)), 'i') },
    { member, kind: 'name', pattern: word(persona.firstName) },
    { member, kind: 'name', pattern: word(persona.lastName) },
    { member, kind: 'date of birth', pattern: word(persona.dateOfBirth) },
    { member, kind: 'date of birth', pattern: word(`${Number(month)}/${Number(day)}/${year}`) },
    { member, kind: 'phone', pattern: word(national) },
    { member, kind: 'phone', pattern: new RegExp(escape(persona.phoneNumber)) },
    { member, kind: 'phone', pattern: new RegExp(escape(`(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`)) },
  ] satisfies PersonalDatum[];
});

/** Where personal data was found in a text, as `kind of member` lines (the value itself is not repeated). */
export function findPersonalData(text: string): string[] {
  return PERSONAL_DATA.filter((datum) => datum.pattern.test(text)).map((datum) => `${datum.kind} of ${datum.member}`);
}

/**
 * Search terms the search journeys type (search terms are health data). The app keeps them in
 * its own address (/search?q=…, so back and reload keep a search), so only the log, analytics and metrics
 * payloads are checked for them.
 */
const SEARCH_TERMS_TYPED = ['dermatology', 'Okonkow', 'zzqqxx'] as const;

export function findSearchTerms(text: string): string[] {
  return SEARCH_TERMS_TYPED.filter((term) => text.toLowerCase().includes(term.toLowerCase())).map((term) => `search term "${term}"`);
}
