import { render } from '@testing-library/react';
import { Router, type Navigator } from '@member/router';
import type { ShellServices } from '../platform/shell-services';
import { ShellServicesProvider } from '../platform/shell-services';
import { NativeRouteEffects } from './native-route-effects';
import type { ShellNativePort } from './shell-native-port';
import { createWebNativePort } from './web-native-port';

function nativePort(): ShellNativePort & { navigateTo?: (path: string) => void } {
  const port = { ...createWebNativePort(), isNative: true, closeInAppBrowser: jest.fn(), setBadgeCount: jest.fn() } as ShellNativePort & { navigateTo?: (path: string) => void };
  port.connectNavigation = jest.fn((navigate) => {
    port.navigateTo = navigate;
    return () => undefined;
  });
  return port;
}

function renderAt(native: ShellNativePort, path: string, badgeCount?: number) {
  const navigator: Navigator = { createHref: (to) => String(to), go: jest.fn(), push: jest.fn(), replace: jest.fn() };
  const tree = (at: string, count?: number) => (
    <ShellServicesProvider services={{ native } as unknown as ShellServices}>
      <Router location={at} navigator={navigator}>
        <NativeRouteEffects badgeCount={count} />
      </Router>
    </ShellServicesProvider>
  );
  const view = render(tree(path, badgeCount));
  return { navigator, rerender: (at: string, count?: number) => view.rerender(tree(at, count)) };
}

describe('NativeRouteEffects', () => {
  it('closes the in-app browser when the route is /sso (access §2.1)', () => {
    const native = nativePort();
    const { rerender } = renderAt(native, '/home');
    expect(native.closeInAppBrowser).not.toHaveBeenCalled();
    rerender('/sso');
    expect(native.closeInAppBrowser).toHaveBeenCalledTimes(1);
  });

  it('hands the router navigation to the bridge', () => {
    const native = nativePort();
    const { navigator } = renderAt(native, '/home');
    native.navigateTo?.('/claims?x=1');
    expect(navigator.push).toHaveBeenCalledWith({ pathname: '/claims', search: '?x=1', hash: '' }, undefined, expect.anything());
  });

  it('sets the badge to the unread count when one is given', () => {
    const native = nativePort();
    const { rerender } = renderAt(native, '/home', 2);
    expect(native.setBadgeCount).toHaveBeenCalledWith(2);
    rerender('/home', 0);
    expect(native.setBadgeCount).toHaveBeenLastCalledWith(0);
  });

  it('does nothing native on the web', () => {
    const web = { ...createWebNativePort(), closeInAppBrowser: jest.fn(), setBadgeCount: jest.fn() };
    renderAt(web, '/sso', 3);
    expect(web.closeInAppBrowser).not.toHaveBeenCalled();
    expect(web.setBadgeCount).not.toHaveBeenCalled();
  });
});
