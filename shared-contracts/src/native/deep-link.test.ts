import { mapDeepLinkToPath } from './deep-link';

const WEB = 'https://member.example.com';

describe('mapDeepLinkToPath (access §2.9 deep links)', () => {
  it.each([
    ['member://claims?x=1', '/claims?x=1'],
    ['member:///claims?x=1', '/claims?x=1'],
    ['member://claim-details/c-1/appeal/explain', '/claim-details/c-1/appeal/explain'],
    ['member://home', '/home'],
    ['member://', '/'],
    ['member://messages/t-1#latest', '/messages/t-1#latest'],
    ['member://home?modal=setupDirectDepositPrompt&redirectUrl=%2Fclaims', '/home?modal=setupDirectDepositPrompt&redirectUrl=%2Fclaims'],
    ['https://member.example.com/claims?x=1', '/claims?x=1'],
    ['https://member.example.com', '/'],
    ['/claims?x=1', '/claims?x=1'],
  ])('maps %s to %s', (link, path) => {
    expect(mapDeepLinkToPath(link, WEB)).toBe(path);
  });

  it.each([
    'https://evil.example.com/claims',
    'http://member.example.com/claims',
    'https://member.example.com:8443/claims',
    'https://user:pw@member.example.com/claims',
    'javascript:alert(1)',
    'other://claims',
    'member://user:pw@claims',
    'member://claims:99/x',
    '//evil.example.com/claims',
    '/\\evil.example.com',
    'member://claims\n/x',
    ' member://claims',
    'claims',
    '',
    `member://claims/${'x'.repeat(2100)}`,
  ])('refuses %j', (link) => {
    expect(mapDeepLinkToPath(link, WEB)).toBeNull();
  });

  it('refuses web links when the web origin is not a URL', () => {
    expect(mapDeepLinkToPath('https://member.example.com/claims', 'not a url')).toBeNull();
  });
});
