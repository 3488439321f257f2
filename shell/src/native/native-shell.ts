import { createNativeBridge, type NativeBridgeOptions } from './native-bridge';
import { watchWebBuild } from './web-build-watch';

/** Inside the native shell: the bridge, and the web-build watch of over-the-air updates reporting through it. */
export function startNativeShell(options: NativeBridgeOptions) {
  const bridge = createNativeBridge(options);
  watchWebBuild({ fetch: (input, init) => window.fetch(input, init), document, onDeployed: bridge.reportWebBuildDeployed });
  return bridge;
}
