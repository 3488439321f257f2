import { findNativeHost } from '@member/shared-contracts/native';
import { type HttpClient } from '@member/shared-contracts/http';
import { type Logger } from '@member/shared-contracts/logging';
import type { SessionStore } from '../session/session-store';
import type { ShellNativePort } from './shell-native-port';
import { createWebNativePort } from './web-native-port';

/**
 * The native bridge when the page runs inside the native shell (`window.MemberNativeHost`), else the web
 * fallback. The bridge (its message schemas, device registration and the web-build watch of over-the-air
 * updates) is its own chunk: a browser visitor never downloads it.
 */
export async function createNativePort(options: { http: HttpClient; logger: Logger; session: SessionStore }): Promise<ShellNativePort> {
  const host = findNativeHost(window);
  if (!host) return createWebNativePort();
  const { startNativeShell } = await import(/* webpackChunkName: "native-bridge" */ './native-shell');
  return startNativeShell({ host, events: window, webOrigin: window.location.origin, http: options.http, logger: options.logger, session: options.session });
}
