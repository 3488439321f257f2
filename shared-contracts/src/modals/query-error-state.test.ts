import { readQueryErrorState } from './query-error-state';

describe('readQueryErrorState', () => {
  it('reads the error state named by `error`, and the query without it', () => {
    expect(readQueryErrorState('?error=generic')).toEqual({ state: 'generic', rest: '' });
    expect(readQueryErrorState('?state=sign-in&error=countryRestriction&client_id=12')).toEqual({ state: 'countryRestriction', rest: '?state=sign-in&client_id=12' });
  });
  it('names nothing without `error`, or with a value that is not an error state', () => {
    expect(readQueryErrorState('')).toBeNull();
    expect(readQueryErrorState('?modal=setupDirectDepositPrompt')).toBeNull();
    expect(readQueryErrorState('?error=')).toBeNull();
    expect(readQueryErrorState('?error=%3Cscript%3E')).toBeNull();
    expect(readQueryErrorState('?error=toString')).toBeNull();
  });
});
