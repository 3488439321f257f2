/**
 * Node 21+ has a global `navigator` without `appName`. Amplify's SRP arithmetic (a jsbn port) reads
 * `navigator.appName` to choose its multiply routine, and an empty one picks the slow 26-bit fallback:
 * a sign-in in the sandbox's identity tests took 5–12 s under Node 22 against 0.4 s under Node 20 (CPU
 * profile: 11 s of 12 in `am1`). Every browser answers "Netscape" (HTML standard, navigator.appName), so
 * the tests run the routine members' browsers run.
 */
if (typeof globalThis.navigator === 'object' && globalThis.navigator !== null && !('appName' in globalThis.navigator)) {
  Object.defineProperty(globalThis.navigator, 'appName', { value: 'Netscape', configurable: true });
}
