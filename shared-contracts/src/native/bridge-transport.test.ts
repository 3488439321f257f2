import { findNativeHost } from './bridge-transport';

describe('findNativeHost', () => {
  it('finds the injected MemberNativeHost with a postMessage function', () => {
    const host = { postMessage: () => undefined };
    expect(findNativeHost({ MemberNativeHost: host })).toBe(host);
  });

  it('is null on the plain web or with a host of the wrong shape', () => {
    expect(findNativeHost({})).toBeNull();
    expect(findNativeHost(undefined)).toBeNull();
    expect(findNativeHost({ MemberNativeHost: { postMessage: 'no' } })).toBeNull();
    expect(findNativeHost({ MemberNativeHost: () => undefined })).toBeNull();
  });
});
