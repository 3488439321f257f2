import { openHostedSignOn } from './open-hosted-sign-on';

const AUTHORIZE = 'https://auth.example.com/oauth2/authorize?identity_provider=Google';

describe('openHostedSignOn (access §2.1 /sso)', () => {
  it('inside the native shell: the in-app browser, the web view stays where it is', () => {
    const openInAppBrowser = jest.fn();
    const leave = jest.fn();
    openHostedSignOn({ isNative: true, openInAppBrowser }, AUTHORIZE, leave);
    expect(openInAppBrowser).toHaveBeenCalledWith(AUTHORIZE);
    expect(leave).not.toHaveBeenCalled();
  });

  it('in a browser: the page leaves for the hosted sign-in, as before', () => {
    const openInAppBrowser = jest.fn();
    const leave = jest.fn();
    openHostedSignOn({ isNative: false, openInAppBrowser }, AUTHORIZE, leave);
    expect(leave).toHaveBeenCalledWith(AUTHORIZE);
    expect(openInAppBrowser).not.toHaveBeenCalled();
  });
});
