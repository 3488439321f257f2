import { openHostedSignOn } from './open-hosted-sign-on';

const AUTHORIZE = 'https://auth.example.com/oauth2/authorize?identity_provider=Google';

describe('openHostedSignOn (access §2.1 /sso)', () => {
  it.each([
    ['inside the native shell: the in-app browser, the web view stays where it is', true, { inApp: [[AUTHORIZE]], left: [] }],
    ['in a browser: the page leaves for the hosted sign-in, as before', false, { inApp: [], left: [[AUTHORIZE]] }],
  ])('%s', (_where, isNative, expected) => {
    const openInAppBrowser = jest.fn();
    const leave = jest.fn();
    openHostedSignOn({ isNative, openInAppBrowser }, AUTHORIZE, leave);
    expect({ inApp: openInAppBrowser.mock.calls, left: leave.mock.calls }).toEqual(expected);
  });
});
