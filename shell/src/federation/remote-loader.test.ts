import { MOUNT_CONTRACT_VERSION } from '@member/shared-contracts/mount';
import type { RemotesManifest } from '../config/runtime-config';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
}));

import { loadRemoteLifecycles, preloadRemoteLifecycles, registerRemotesFromManifest, RemoteLoadError } from './remote-loader';

const manifest = Object.fromEntries(
  ['mfe_auth', 'mfe_home_onboarding', 'mfe_messages', 'mfe_claims', 'mfe_reimbursements', 'mfe_search_careteam'].map((name) => [
    name,
    `http://localhost/${name}/mf-manifest.json`,
  ]),
) as RemotesManifest;

const lifecycle = async () => undefined;
const lifecycles = (contractVersion: unknown) => Object.freeze({ contractVersion, bootstrap: lifecycle, mount: lifecycle, unmount: lifecycle });

beforeEach(() => {
  loadRemote.mockReset();
  registerRemotes.mockReset();
  registerRemotesFromManifest(manifest);
});

describe('remote loader', () => {
  it('registers every remote of the manifest by its mf-manifest.json URL', () => {
    expect(registerRemotes).toHaveBeenCalledWith(expect.arrayContaining([{ name: 'mfe_claims', entry: 'http://localhost/mfe_claims/mf-manifest.json' }]));
  });

  it('loads the exposed lifecycles module', async () => {
    const exposed = lifecycles(MOUNT_CONTRACT_VERSION);
    loadRemote.mockResolvedValue(exposed);
    await expect(loadRemoteLifecycles('mfe_claims')).resolves.toBe(exposed);
    expect(loadRemote).toHaveBeenCalledWith('mfe_claims/lifecycles');
  });

  it('refuses a remote built for another contract major version', async () => {
    loadRemote.mockResolvedValue(lifecycles('2.0.0'));
    await expect(loadRemoteLifecycles('mfe_claims')).rejects.toMatchObject({ reason: 'contract-mismatch' });
  });

  it('refuses a module without lifecycles', async () => {
    loadRemote.mockResolvedValue({ contractVersion: MOUNT_CONTRACT_VERSION });
    await expect(loadRemoteLifecycles('mfe_claims')).rejects.toMatchObject({ reason: 'invalid-module' });
  });

  it('reports a remote that cannot be fetched as unavailable', async () => {
    loadRemote.mockRejectedValue(new Error('Failed to fetch'));
    const failure = loadRemoteLifecycles('mfe_claims');
    await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(failure).rejects.toMatchObject({ reason: 'unavailable' });
  });

  it('re-registers the remote with force on a retry, so the runtime fetches it again', async () => {
    loadRemote.mockResolvedValue(lifecycles(MOUNT_CONTRACT_VERSION));
    registerRemotes.mockClear();
    await loadRemoteLifecycles('mfe_claims', { fresh: true });
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_claims', entry: manifest.mfe_claims }], { force: true });
  });
});

describe('remote loader: a remote started before its area asks', () => {
  it('loads once: the area takes the load the start-up began over', async () => {
    loadRemote.mockResolvedValue(lifecycles(MOUNT_CONTRACT_VERSION));
    preloadRemoteLifecycles('mfe_home_onboarding');
    expect(loadRemote).toHaveBeenCalledWith('mfe_home_onboarding/lifecycles');
    preloadRemoteLifecycles('mfe_home_onboarding');
    const loaded = await loadRemoteLifecycles('mfe_home_onboarding');
    expect(loaded.contractVersion).toBe(MOUNT_CONTRACT_VERSION);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('hands a failed early load to the area (its fallback), and a retry loads afresh', async () => {
    loadRemote.mockRejectedValueOnce(new Error('down')).mockResolvedValue(lifecycles(MOUNT_CONTRACT_VERSION));
    preloadRemoteLifecycles('mfe_claims');
    await expect(loadRemoteLifecycles('mfe_claims')).rejects.toMatchObject({ reason: 'unavailable' });
    await expect(loadRemoteLifecycles('mfe_claims', { fresh: true })).resolves.toMatchObject({ contractVersion: MOUNT_CONTRACT_VERSION });
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});
