import { employerLinkLookup, employerLookupKey, employerSearchLookup } from './employer-lookup';

describe('the employer lookups of sign-up (access §2.4, §7)', () => {
  it('reads a sign-up link: client_org_id, else ein, else client_id', () => {
    expect(employerLinkLookup('?client_org_id=1001&ein=741234567&client_id=101')).toEqual({ id: 1001 });
    expect(employerLinkLookup('?ein=74-1234567&client_id=101')).toEqual({ ein: '741234567' });
    expect(employerLinkLookup('?client_id=101&state=sign-up')).toEqual({ client_id: 101 });
    expect(employerLinkLookup('?state=sign-up')).toBeNull();
  });

  it('ignores values that cannot be what they name', () => {
    expect(employerLinkLookup('?client_org_id=abc&ein=12345&client_id=101')).toEqual({ client_id: 101 });
    expect(employerLinkLookup('?ein=ab741234567')).toBeNull();
    expect(employerLinkLookup('?client_org_id=0&client_id=-1')).toBeNull();
  });

  it('searches a typed EIN by EIN and anything else by name', () => {
    expect(employerSearchLookup(' 74-1234567 ')).toEqual({ ein: '741234567' });
    expect(employerSearchLookup('741234567')).toEqual({ ein: '741234567' });
    expect(employerSearchLookup('Acme')).toEqual({ name: 'Acme' });
    expect(employerSearchLookup('Acme 741234567')).toEqual({ name: 'Acme 741234567' });
    expect(employerSearchLookup('12345')).toEqual({ name: '12345' });
    expect(employerSearchLookup('  ')).toBeNull();
  });

  it('keys each lookup', () => {
    expect(employerLookupKey({ id: 1001 })).toBe('id=1001');
    expect(employerLookupKey({ ein: '741234567' })).toBe('ein=741234567');
  });
});
