import { MOUNT_CONTRACT_VERSION, type RemoteMountProps } from '@member/shared-contracts';
import { ContractMismatchError, defineRemote } from './define-remote';
import { createTestMountProps } from './testing';

const translations = { 'en-US': { heading: 'Claims' }, 'es-US': { heading: 'Reclamos' } };
const App = () => null;

type Lifecycle = (props: RemoteMountProps) => Promise<unknown>;
const steps = (lifecycle: unknown) => lifecycle as Lifecycle[];

describe('defineRemote', () => {
  it('declares the contract version the remote was built against', () => {
    expect(defineRemote({ name: 'mfe_claims', App, translations }).contractVersion).toBe(MOUNT_CONTRACT_VERSION);
  });

  it('refuses to bootstrap or mount under a host that speaks another major version', async () => {
    const remote = defineRemote({ name: 'mfe_claims', App, translations });
    const { props } = await createTestMountProps({ remoteName: 'mfe_claims', translations });
    const olderHost = { ...props, contractVersion: '0.9.0' };
    const [checkOnBootstrap] = steps(remote.bootstrap);
    const [checkOnMount] = steps(remote.mount);
    await expect(checkOnBootstrap!(olderHost)).rejects.toBeInstanceOf(ContractMismatchError);
    await expect(checkOnMount!(olderHost)).rejects.toThrow(/mount contract 1\.\d+\.\d+; the host speaks 0\.9\.0/);
  });

  it('accepts a host of the same major version and loads its strings into the host’s i18next', async () => {
    const remote = defineRemote({ name: 'mfe_claims', App, translations });
    const { props } = await createTestMountProps({ remoteName: 'mfe_claims', translations: { 'en-US': {}, 'es-US': {} } });
    const [checkContract, loadTranslations] = steps(remote.bootstrap);
    await expect(checkContract!({ ...props, contractVersion: '1.99.0' })).resolves.toBeUndefined();
    await loadTranslations!(props);
    expect(props.i18n.getResource('es-US', 'mfe_claims', 'heading')).toBe('Reclamos');
  });
});
