import type { ContentEntry } from '../mount/content-port';
import { applicationStringClientOrgIds, mergeApplicationStrings, type ApplicationStringFields } from './application-strings';

const entry = (pkg: string, id: string, stringValue: string, clientOrgId: string | number = 'default'): ContentEntry<ApplicationStringFields> => ({
  id: `${pkg}.${id}.${clientOrgId}`,
  contentType: 'applicationStringV2',
  fields: { package: pkg, id, stringValue, clientOrgId },
});

describe('application strings (member-features §7)', () => {
  it('queries the default strings plus the member organisation', () => {
    expect(applicationStringClientOrgIds(1003)).toEqual(['default', '1003']);
    expect(applicationStringClientOrgIds(null)).toEqual(['default']);
    expect(applicationStringClientOrgIds(undefined)).toEqual(['default']);
  });

  it('merges by package; the organisation string wins whatever the order', () => {
    const entries = [
      entry('common', 'welcomeHeading', 'Welcome to Globex Care', 1003),
      entry('common', 'welcomeHeading', 'Welcome to your health benefits'),
      entry('common', 'heading.duplicateAccount', 'You already have an account'),
      entry('shell', 'footer.terms', 'Terms'),
    ];
    expect(mergeApplicationStrings(entries, 1003)).toEqual({
      common: { welcomeHeading: 'Welcome to Globex Care', 'heading.duplicateAccount': 'You already have an account' },
      shell: { 'footer.terms': 'Terms' },
    });
    expect(mergeApplicationStrings(entries, '1003').common?.welcomeHeading).toBe('Welcome to Globex Care');
  });

  it('ignores another organisation and keeps the default for members without one', () => {
    const entries = [entry('common', 'welcomeHeading', 'Default'), entry('common', 'welcomeHeading', 'Other org', 2000)];
    expect(mergeApplicationStrings(entries, 1003).common?.welcomeHeading).toBe('Default');
    expect(mergeApplicationStrings(entries, null).common?.welcomeHeading).toBe('Default');
  });

  it('keeps only the asked packages and drops malformed entries; later entries win (V2 over legacy)', () => {
    const malformed = { id: 'x', contentType: 'applicationStringV2', fields: { package: 'common', id: 'broken' } } as unknown as ContentEntry<ApplicationStringFields>;
    const merged = mergeApplicationStrings(
      [entry('common', 'back', 'Back (legacy)'), entry('common', 'back', 'Back'), entry('onboarding', 'x', 'y'), malformed],
      null,
      ['common'],
    );
    expect(merged).toEqual({ common: { back: 'Back' } });
  });
});
