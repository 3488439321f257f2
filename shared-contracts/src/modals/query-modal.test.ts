import { pathWithoutModal, queryModalRequest, readQueryState } from './query-modal';

describe('query state (features §2: modal, error and state travel as query parameters)', () => {
  it('reads modal, error and state, each null when absent', () => {
    expect(readQueryState('?modal=setupDirectDepositPrompt&error=linkFailed&state=abc')).toEqual({ modal: 'setupDirectDepositPrompt', error: 'linkFailed', state: 'abc' });
    expect(readQueryState('')).toEqual({ modal: null, error: null, state: null });
  });
});

describe('queryModalRequest', () => {
  it('opens the direct-deposit prompt, following the /reimbursements gate, and continues to a same-origin redirectUrl', () => {
    expect(queryModalRequest('/home', '?modal=setupDirectDepositPrompt&redirectUrl=/claims')).toEqual({
      name: 'setupDirectDepositPrompt',
      route: '/reimbursements',
      continueTo: '/claims',
      error: null,
      state: null,
    });
    expect(queryModalRequest('/home', '?modal=setupDirectDepositPrompt&redirectUrl=%2Fclaims%3Ftab%3Dall')?.continueTo).toBe('/claims?tab=all');
  });

  it.each(['https://evil.example/claims', '//evil.example/claims', 'javascript:alert(1)', 'claims', '/\\evil.example'])(
    'refuses the off-site or unsafe redirectUrl %s: either choice stays on the page under the prompt',
    (redirectUrl) => {
      const request = queryModalRequest('/claims', `?modal=setupDirectDepositPrompt&redirectUrl=${encodeURIComponent(redirectUrl)}&filter=open`);
      expect(request?.continueTo).toBe('/claims?filter=open');
    },
  );

  it('without a redirectUrl continues on the page under the prompt, without the modal parameters', () => {
    expect(queryModalRequest('/claims', '?modal=setupDirectDepositPrompt')?.continueTo).toBe('/claims');
  });

  it('opens nothing for no modal or a modal nobody owns', () => {
    expect(queryModalRequest('/claims', '')).toBeNull();
    expect(queryModalRequest('/claims', '?modal=somethingElse&redirectUrl=/claims')).toBeNull();
    expect(queryModalRequest('/claims', '?modal=toString')).toBeNull();
  });
});

describe('pathWithoutModal', () => {
  it('keeps the other parameters (error, state, the page’s own)', () => {
    expect(pathWithoutModal('/claims', '?modal=x&redirectUrl=/y&state=s&page=2')).toBe('/claims?state=s&page=2');
  });
});
