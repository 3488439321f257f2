import { infoPageModalRequest } from './info-page-modal';

describe('info-page modals (features §2: driven by content)', () => {
  it('opens any content context over the page, its own route named', () => {
    expect(infoPageModalRequest('/claims', '?modal=faq')).toEqual({ context: 'faq', route: '/faq', continueTo: '/claims' });
    expect(infoPageModalRequest('/home', '?modal=hsa-basics&tab=2')).toEqual({ context: 'hsa-basics', route: '/info/hsa-basics', continueTo: '/home?tab=2' });
  });

  it('continues to a same-origin redirectUrl, never off-site', () => {
    expect(infoPageModalRequest('/home', '?modal=terms-of-service&redirectUrl=%2Fclaims%3Fpage%3D2')?.continueTo).toBe('/claims?page=2');
    for (const redirectUrl of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)', '/\\evil.example']) {
      expect(infoPageModalRequest('/home', `?modal=faq&redirectUrl=${encodeURIComponent(redirectUrl)}`)?.continueTo).toBe('/home');
    }
  });

  it('is no info page for a modal in code, a malformed context, an incentive page or no modal', () => {
    for (const search of ['?modal=setupDirectDepositPrompt', '?modal=Not_A_Context', '?modal=..%2Fsign-out', '?modal=benefit', '?modal=benefit-info-card', '?modal=', '']) {
      expect(infoPageModalRequest('/home', search)).toBeNull();
    }
  });
});
