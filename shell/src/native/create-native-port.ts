import { findNativeHost, type HttpClient, type Logger } from '@member/shared-contracts';
import type { SessionStore } from '../session/session-store';
import { createNativeBridge } from './native-bridge';
import type { ShellNativePort } from './shell-native-port';
import { createWebNativePort } from './web-native-port';

/** The native bridge when the page runs inside the native shell (`window.MemberNativeHost`), else the web fallback. */
export function createNativePort(options: { http: HttpClient; logger: Logger; session: SessionStore }): ShellNativePort {
  const host = findNativeHost(window);
  if (!host) return createWebNativePort();
  return createNativeBridge({ host, events: window, webOrigin: window.location.origin, http: options.http, logger: options.logger, session: options.session });
}
