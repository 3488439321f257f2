import { acceptsMissingQueryClient, isContractCompatible, MOUNT_CONTRACT_VERSION } from './contract-version';

describe('mount contract versions', () => {
  it('accepts a remote of the same major and refuses another or an unreadable one', () => {
    expect(isContractCompatible(MOUNT_CONTRACT_VERSION, '1.0.0')).toBe(true);
    expect(isContractCompatible(MOUNT_CONTRACT_VERSION, '2.0.0')).toBe(false);
    expect(isContractCompatible(MOUNT_CONTRACT_VERSION, undefined)).toBe(false);
  });

  it('lets a remote of 1.6.0 or later mount without the host QueryClient, and no older one', () => {
    expect(acceptsMissingQueryClient(MOUNT_CONTRACT_VERSION)).toBe(true);
    expect(acceptsMissingQueryClient('1.6.0')).toBe(true);
    expect(acceptsMissingQueryClient('1.12.3')).toBe(true);
    expect(acceptsMissingQueryClient('1.5.0')).toBe(false);
    expect(acceptsMissingQueryClient('1.0.9')).toBe(false);
    expect(acceptsMissingQueryClient(null)).toBe(false);
  });
});
